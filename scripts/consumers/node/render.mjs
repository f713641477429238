// A Node server render: every component of every entry point, rendered to HTML with
// react-dom/server, from the installed package. Prints the component exports it found.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const name = '@zcomm/storefront-ui';
const entries = {
  [name]: await import(name),
  [`${name}/collection-grid`]: await import(`${name}/collection-grid`),
};
const contracts = await import(`${name}/contracts`);
if (!contracts.contactFormContract || !contracts.HONEYPOT_FIELD) {
  throw new Error('contracts entry lacks the form contracts');
}

const require = createRequire(import.meta.url);
for (const css of ['styles.css', 'base.css', 'themes/tokens.css', 'themes/sailing.css']) {
  if (!existsSync(require.resolve(`${name}/${css}`))) throw new Error(`missing ${name}/${css}`);
}

const link = { label: 'Shirts', href: '/shirts' };
const shop = { domain: 'shop.myshopify.com', storefrontAccessToken: 't' };
/** Props for each component export; an export without a case fails the check. */
const cases = {
  Accordion: { items: [{ question: 'Q?', answer: 'A.' }] },
  AnnouncementBanner: { children: 'Hello' },
  Banner: {
    desktop: { src: '/d.svg', width: 1600, height: 500 },
    mobile: { src: '/m.svg', width: 800, height: 600 },
    alt: 'Banner',
  },
  CallToAction: { action: { label: 'Get A Quote', href: '/quote' } },
  CardGrid: { cards: [{ title: 'Card', description: 'Text', href: '/x' }] },
  CartButton: { shop },
  CollectionGrid: { collection: { id: '1', ...shop } },
  ComparisonTable: {
    caption: 'Compare',
    columns: ['Service', 'A'],
    rows: [{ label: 'Row', values: [true] }],
  },
  ContactForm: { action: '/api/contact' },
  Footer: { logo: 'Logo', logoLabel: 'Home', copyright: 'Brand' },
  Header: {
    logo: 'Logo',
    logoLabel: 'Home',
    links: [link, { label: 'More', href: '#', children: [link] }],
  },
  Icon: { name: 'truck' },
  PageMeta: { title: 'Title', description: 'Description' },
  PolicyDocument: {
    title: 'Privacy',
    date: '06/26/2025',
    sections: [{ heading: 'One', content: 'Text' }],
  },
  QuoteForm: { action: '/api/forms/quote' },
  RefusedPostProvider: {
    value: {
      action: '/api/contact',
      values: { email: 'dana@' },
      errors: { email: 'Enter a valid email address.' },
      labels: { email: 'Email' },
    },
    children: h(entries[name].ContactForm, { action: '/api/contact' }),
  },
  TrustBadges: { badges: [{ icon: 'truck', title: 'Fast', text: 'Quick' }] },
  Button: { children: 'Press' },
  ButtonLink: { href: '/quote', children: 'Get A Quote' },
  Container: { children: 'Inside' },
  Section: { heading: 'Section', children: 'Inside' },
  FormShell: { action: '/api/forms/returns', heading: 'Return', children: 'Fields' },
  FormGrid: { children: 'Fields' },
  FormSection: { legend: 'You', children: 'Fields' },
  TextField: { name: 'email', label: 'Email' },
  SelectField: { name: 'topic', label: 'Topic', placeholder: 'Pick', options: [] },
  TextAreaField: { name: 'note', label: 'Note' },
  FormAlert: { children: 'Failed' },
  FormThankYou: {},
  SubmitButton: { busy: false, children: 'Send' },
  Honeypot: {},
  IdempotencyKey: { value: '' },
  FilterPanel: {
    open: false,
    onClose: () => {},
    groups: [
      {
        id: 'color',
        label: 'Color',
        choices: [{ id: 'navy', label: 'Navy', count: 3, selected: false }],
      },
    ],
    onChoiceChange: () => {},
    onClear: () => {},
    resultCount: 3,
  },
  SearchCombobox: { search: async () => [] },
  SearchForm: {},
  SizeRunGrid: {
    cells: [{ variantId: '1', colour: 'Navy', size: 'M', unitPrice: 5400, available: true }],
    colours: ['Navy'],
    sizes: ['M'],
    formatPrice: (cents) => `$${(cents / 100).toFixed(2)}`,
    onAddToCart: async () => {},
  },
  SkipLink: { children: 'Skip to main content' },
  VisuallyHidden: { children: 'for screen readers' },
};

const rendered = [];
for (const [entry, module] of Object.entries(entries)) {
  for (const [key, Component] of Object.entries(module)) {
    if (!/^[A-Z]/.test(key) || typeof Component !== 'function') continue;
    const props = cases[key];
    if (!props) throw new Error(`no render case for ${entry} export ${key}`);
    const html = renderToString(h(Component, props));
    if (!html) throw new Error(`${key} rendered nothing`);
    if (key === 'RefusedPostProvider' && !html.includes('Enter a valid email address.')) {
      throw new Error('a refused post rendered without its message');
    }
    rendered.push(key);
  }
}
const missing = Object.keys(cases).filter((key) => !rendered.includes(key));
if (missing.length) throw new Error(`not exported: ${missing.join(', ')}`);
console.log(`  rendered ${rendered.length} components on Node ${process.version}`);
console.log(`COMPONENTS ${JSON.stringify(rendered.sort())}`);
