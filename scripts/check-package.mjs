// Checks the published package as a consumer gets it: builds it with tsup, lints the
// package metadata (publint, attw), packs it, installs the tarball into a scratch project
// and renders every exported component from there on the server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

function step(label, command, args, options = {}) {
  console.log(`• ${label}`);
  return execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

step('build the package (tsup)', bin('tsup'), []);
step('publint', bin('publint'), ['--strict']);
// Stylesheets have no types to check; the wildcard theme entry is skipped by attw itself.
step('are the types wrong (esm-only)', bin('attw'), [
  '--pack',
  '.',
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  './styles.css',
]);

const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-ui-consumer-'));
try {
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', scratch], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  step(
    'install the packed tarball into a scratch project',
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      `./${tarball}`,
      `react@${pkg.devDependencies.react}`,
      `react-dom@${pkg.devDependencies['react-dom']}`,
    ],
    { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(path.join(scratch, 'render.mjs'), renderScript(pkg.name));
  step(
    'render every exported component from the installed package',
    process.execPath,
    [path.join(scratch, 'render.mjs')],
    { cwd: scratch },
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function renderScript(name) {
  return `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ui from '${name}';

const require = createRequire(import.meta.url);
for (const css of ['${name}/styles.css', '${name}/themes/sailing.css', '${name}/themes/workwear.css']) {
  const file = require.resolve(css);
  if (!existsSync(file)) throw new Error('missing ' + css);
}

const link = { label: 'Shirts', href: '/shirts' };
const cases = {
  Accordion: { items: [{ question: 'Q?', answer: 'A.' }] },
  AnnouncementBanner: { children: 'Hello' },
  Banner: { desktop: { src: '/d.svg', width: 1600, height: 500 }, mobile: { src: '/m.svg', width: 800, height: 600 }, alt: 'Banner' },
  CallToAction: { action: { label: 'Get A Quote', href: '/quote' } },
  CardGrid: { cards: [{ title: 'Card', description: 'Text', href: '/x' }] },
  CartButton: { shop: { domain: 'shop.myshopify.com', storefrontAccessToken: 't' } },
  CollectionGrid: { collection: { id: '1', domain: 'shop.myshopify.com', storefrontAccessToken: 't' } },
  ComparisonTable: { caption: 'Compare', columns: ['Service', 'A'], rows: [{ label: 'Row', values: [true] }] },
  ContactForm: { action: '/api/contact' },
  Footer: { logo: 'Logo', logoLabel: 'Home', copyright: 'Brand' },
  Header: { logo: 'Logo', logoLabel: 'Home', links: [link, { label: 'More', href: '#', children: [link] }] },
  Icon: { name: 'truck' },
  PageMeta: { title: 'Title', description: 'Description' },
  PolicyDocument: { title: 'Privacy', date: '06/26/2025', sections: [{ heading: 'One', content: 'Text' }] },
  QuoteForm: { action: '/api/forms/quote' },
  TrustBadges: { badges: [{ icon: 'truck', title: 'Fast', text: 'Quick' }] },
};
const components = Object.entries(ui).filter(([key, value]) => /^[A-Z]/.test(key) && typeof value === 'function');
const missing = Object.keys(cases).filter((key) => !(key in ui));
if (missing.length) throw new Error('not exported: ' + missing.join(', '));
for (const [key, Component] of components) {
  const props = cases[key];
  if (!props) throw new Error('no render case for export ' + key);
  const html = renderToString(h(Component, props));
  if (!html) throw new Error(key + ' rendered nothing');
}
console.log('Rendered ' + components.length + ' components from the installed package.');
`;
}
