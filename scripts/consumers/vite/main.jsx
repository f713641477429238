// A Vite single-page app that imports only the main entry point: it builds without
// `@shopify/buy-button-js` installed.
import '@zcomm/storefront-ui/base.css';
import '@zcomm/storefront-ui/styles.css';
import '@zcomm/storefront-ui/themes/sailing.css';
import '@fontsource-variable/montserrat';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Showcase } from './shared/Showcase.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Showcase />
  </StrictMode>,
);
