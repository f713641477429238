import '@zcomm/storefront-ui/base.css';
import '@zcomm/storefront-ui/styles.css';
import '@zcomm/storefront-ui/themes/agency.css';
import '@fontsource-variable/inter';

export const metadata = { title: 'Consumer Co. (Next.js)' };

/** @param {{ children: import('react').ReactNode }} props */
export default function RootLayout({ children }) {
  return (
    <html lang="en" data-brand="agency">
      <body>{children}</body>
    </html>
  );
}
