'use client';
// The router adapter a Next.js consumer writes: a Client Component module, so a Server
// Component page can hand it to the package's components as `linkComponent`.
import Link from 'next/link';

/** @param {import('@zcomm/storefront-ui').LinkComponentProps} props */
export function NextLink({ href, ...props }) {
  return <Link href={href} {...props} />;
}
