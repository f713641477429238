// A Server Component page (no 'use client'): every export of the package, the Buy Button
// pieces from their own entry point included.
import { CartButton, CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { Showcase } from '../shared/Showcase.jsx';
import { NextLink } from './next-link.jsx';

const shop = { domain: 'consumer-co.myshopify.com', storefrontAccessToken: 'public-demo-token' };

export default function Page() {
  return (
    <Showcase
      linkComponent={NextLink}
      extra={
        <>
          <div data-export="CartButton">
            <CartButton shop={shop} />
          </div>
          <div data-export="CollectionGrid">
            <CollectionGrid collection={{ id: '1', ...shop }} />
          </div>
        </>
      }
    />
  );
}
