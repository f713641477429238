/**
 * The page bare `localhost` answers in the local demo: a link to each local site.
 */
import { createHash } from 'node:crypto';
import { localHostOf } from '@zcomm/site-data/hosts';
import { tenants } from '@zcomm/site-data/tenants';
import { escapeHtml } from '../shared/html.ts';

const style = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { width: min(36rem, 100% - 2rem); padding: 2rem 0; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
p { margin: 0 0 1.5rem; opacity: .75; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
a { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .25rem 1rem; padding: .75rem 1rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: .5rem; color: inherit; text-decoration: none; }
a:hover { border-color: LinkText; }
a:focus-visible { outline: 2px solid LinkText; outline-offset: 2px; }
code { font-size: .875rem; opacity: .75; }
`.trim();

/** The CSP hash source of the index page's inline stylesheet. */
export const indexPageStyleHash = `sha256-${createHash('sha256').update(style).digest('base64')}`;

/**
 * The page shown on bare `localhost`: a link to each of the six local sites on the port
 * the request came in on (none for port 80).
 */
export function renderIndexPage(port: string | undefined): string {
  const suffix = port && port !== '80' ? `:${port}` : '';
  const items = tenants
    .map(({ id, name }) => {
      const href = `http://${localHostOf(id)}${suffix}/`;
      return `<li><a href="${escapeHtml(href)}"><span>${escapeHtml(name)}</span><code>${escapeHtml(href)}</code></a></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local sites</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Local sites</h1>
<p>Each site is served on its own host name.</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}
