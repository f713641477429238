import '@zcomm/storefront-ui/styles.css';
import './shell.css';

/**
 * The `<meta>` listing the application's modules, the application (sites/shared/shell/start.tsx)
 * first; scripts/build.mjs writes it into every page.
 */
const MODULES_META = 'zc-modules';

/**
 * The server's HTML is the page: the application (React and the site's code) downloads once
 * that page has painted, so stylesheets, fonts and images have the network to themselves
 * first. The listed modules are then fetched together, with no waterfall.
 */
function afterFirstPaint(run: () => void): void {
  // The first animation frame's callbacks run before that frame is drawn and shown; the
  // second's, once it has been.
  requestAnimationFrame(() => requestAnimationFrame(run));
}

afterFirstPaint(() => {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`);
  const [application, ...modules] = meta?.content.split(' ').filter(Boolean) ?? [];
  if (!application) {
    // The development server serves sources, not a build.
    if (import.meta.env.DEV) import('./start');
    return;
  }
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = application;
  document.head.append(script);
});
