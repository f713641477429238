import type { CollectionRecord } from '@zcomm/site-data/api/collections';
import { addressesOf } from '@zcomm/site-data/routes';
import { type SiteId, siteIds } from '@zcomm/site-data/tenants';
import { sailingShop, sailing as sailingTenant } from '@zcomm/site-data/tenants/sailing';
import { workwearShop, workwear as workwearTenant } from '@zcomm/site-data/tenants/workwear';
import { type ComponentType, createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionPages as sailingCollections } from '../../sites/sailing/content/collections.ts';
import { faqItems as sailingFaq } from '../../sites/sailing/content/faq.tsx';
import { home as sailingHome } from '../../sites/sailing/content/home.ts';
import { privacyPolicy as sailingPrivacy } from '../../sites/sailing/content/privacy.tsx';
import { termsOfService as sailingTerms } from '../../sites/sailing/content/terms.tsx';
import { site as sailingSite } from '../../sites/sailing/index.tsx';
import { HomePage as SailingHomePage } from '../../sites/sailing/pages/HomePage.tsx';
import { operator } from '../../sites/sailing/site.ts';
import { findPage, pageAddresses } from '../../sites/shared/shell/App.tsx';
import { loadSite } from '../../sites/shared/shell/registry.ts';
import { type SiteInfo, SiteInfoProvider } from '../../sites/shared/shell/site-info.tsx';
import type { SiteModule, SitePage } from '../../sites/shared/shell/types.ts';
import { site as stub1 } from '../../sites/stubs/stub-1.tsx';
import { site as stub2 } from '../../sites/stubs/stub-2.tsx';
import { site as stub3 } from '../../sites/stubs/stub-3.tsx';
import { whyChooseUs } from '../../sites/workwear/content/badges.ts';
import { collectionPages as workwearCollections } from '../../sites/workwear/content/collections.ts';
import { faqItems as workwearFaq } from '../../sites/workwear/content/faq.tsx';
import { homeCollectionNames } from '../../sites/workwear/content/home.ts';
import { privacyPolicy as workwearPrivacy } from '../../sites/workwear/content/privacy.tsx';
import { termsOfService as workwearTerms } from '../../sites/workwear/content/terms.tsx';
import { site as workwearSite } from '../../sites/workwear/index.tsx';
import { showsTrustBadges } from '../../sites/workwear/Layout.tsx';
import { headerLinks } from '../../sites/workwear/navigation.ts';
import { featuredCollections } from '../../sites/workwear/pages/HomePage.tsx';
import { OurStoryPage } from '../../sites/workwear/pages/OurStoryPage.tsx';

type SiteKey = SiteId;

/** Each site's entry, as the shell makes it once the site's chunk has loaded. */
const siteInfos = new Map<SiteId, SiteInfo>();

/** The site info provider, its children passed as createElement's third argument. */
const Provider = SiteInfoProvider as ComponentType<{ value: SiteInfo; children?: ReactNode }>;

/** Static markup of `element` inside the site's info provider and a router at `path`. */
function renderInSite(siteKey: SiteKey, element: ReactElement, path = '/'): string {
  return renderToStaticMarkup(
    createElement(
      Provider,
      { value: siteInfos.get(siteKey)! },
      createElement(MemoryRouter, { initialEntries: [path] }, element),
    ),
  );
}

/** Every page's component, loaded up front so pages render synchronously. */
const pageComponents = new Map<SitePage, ComponentType>();

beforeAll(async () => {
  for (const id of siteIds) siteInfos.set(id, (await loadSite(id)).entry);
  for (const module of [workwearSite, sailingSite, stub1, stub2, stub3]) {
    for (const page of module.pages) pageComponents.set(page, await page.load());
  }
});

/** Renders a page inside its site's layout, as the prerender would. */
function renderPage(siteKey: SiteKey, module: SiteModule, path: string): string {
  const page = findPage(module.pages, path);
  const Component = page && pageComponents.get(page);
  if (!page || !Component) throw new Error(`No page at ${path}`);
  const routes = createElement(
    Routes,
    null,
    createElement(Route, { path: page.path, element: createElement(Component) }),
  );
  return renderInSite(siteKey, createElement(module.Layout, null, routes), path);
}

/** The `<main>` element of a rendered page, without the site chrome. */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  return start === -1 ? '' : html.slice(start, html.indexOf('</main>', start));
}

/** Renders loose JSX content (policy sections, FAQ answers) inside a router. */
function renderContent(content: ReactNode): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, content));
}

/** Visible text of some markup: tags dropped, entities decoded, dashes and spaces normalized. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|title|meta|link)\b[^>]*>[\s\S]*?<\/\1>|<(meta|link)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

function sectionText(sections: { content: ReactNode }[]): string {
  return textOf(
    renderContent(
      createElement(
        'div',
        null,
        sections.map((section, index) => createElement('section', { key: index }, section.content)),
      ),
    ),
  );
}

/** The numbered section headings a rendered policy page shows, e.g. "1. Sharing". */
function numberedHeadings(html: string): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)]
    .map((match) => textOf(match[1] ?? ''))
    .filter((heading) => /^\d+\./.test(heading));
}

/** A page's markup as a browser that runs scripts reads it: without its `<noscript>` parts. */
const withoutNoscript = (html: string) => html.replace(/<noscript[\s\S]*?<\/noscript>/g, '');

describe('Beacon Workwear content', () => {
  it('serves exactly the sixteen routes of the specification, the search results, the crew list and the bulk order', () => {
    const addresses = addressesOf('workwear');
    expect(addresses).toHaveLength(19);
    expect(addresses).toContain('/bulk-order');
    expect(pageAddresses(workwearSite.pages).sort()).toEqual(addresses.sort());
  });

  it('dates the privacy policy 07/24/2025 and numbers nine sections', () => {
    expect(workwearPrivacy.date).toBe('07/24/2025');
    expect(workwearPrivacy.sections).toHaveLength(9);
    const html = renderPage('workwear', workwearSite, '/privacy');
    expect(textOf(html)).toContain('Effective date: 07/24/2025');
    expect(numberedHeadings(html)).toHaveLength(9);
    expect(numberedHeadings(html)[8]).toMatch(/^9\. /);
  });

  it('dates the terms 07/24/2025 (last updated) and numbers eleven sections', () => {
    expect(workwearTerms.date).toBe('07/24/2025');
    expect(workwearTerms.sections).toHaveLength(11);
    const html = renderPage('workwear', workwearSite, '/terms');
    expect(textOf(html)).toContain('Last updated: 07/24/2025');
    expect(numberedHeadings(html)).toHaveLength(11);
  });

  it('states every SPEC §9 store constant in the terms', () => {
    const text = sectionText(workwearTerms.sections);
    expect(text).toMatch(/return or exchange items within 30 days of delivery/i);
    expect(text).toMatch(/full refund .{0,80}within 30 days/i);
    expect(text).toMatch(/standard U\.S\. shipping takes 3-7 business days/i);
    expect(text).toMatch(/do not offer international shipping/i);
    expect(text).toContain('Monday-Friday, 9am-5pm EST');
    expect(text).toMatch(/18 years of age or older, or .{0,60}parent or guardian/i);
    expect(text).toMatch(/laws of the State of Connecticut/);
    expect(text).toContain('U.S. dollars (USD)');
  });

  it('keeps the FAQ consistent with the terms', () => {
    const text = textOf(
      renderContent(
        createElement(
          'div',
          null,
          workwearFaq.map((item) => createElement('div', { key: item.question }, item.answer)),
        ),
      ),
    );
    expect(text).toContain('3-7 business days');
    expect(text).toContain('30 days of delivery');
    expect(text).toMatch(/do not offer international shipping/i);
    expect(text).toContain('Monday-Friday, 9am-5pm EST');
  });

  it('asks ten distinct FAQ questions, none open at first', () => {
    expect(workwearFaq).toHaveLength(10);
    expect(new Set(workwearFaq.map((item) => item.question)).size).toBe(10);
    const html = mainOf(renderPage('workwear', workwearSite, '/faq'));
    expect(html.match(/aria-expanded="true"/g)).toBeNull();
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(10);
  });

  it('shows the Why Choose Us badges everywhere except the legal texts', () => {
    const badgeText = whyChooseUs.badges.map((badge) => `${badge.title}: ${badge.text}`).join(' ');
    expect(whyChooseUs.heading).toBe('Why Choose Us');
    expect(badgeText).toContain('Fast Shipping');
    expect(badgeText).toContain('Quality Certified');
    expect(badgeText).toMatch(/100% Refund Guarantee: .*full refund within 30 days/);
    expect(showsTrustBadges('/privacy')).toBe(false);
    expect(showsTrustBadges('/terms')).toBe(false);
    expect(showsTrustBadges('/terms/')).toBe(false);
    for (const path of ['/', '/our-story', '/faq', '/contact', '/jackets']) {
      expect(showsTrustBadges(path)).toBe(true);
    }
    expect(textOf(renderPage('workwear', workwearSite, '/faq'))).toContain('Why Choose Us');
    expect(textOf(renderPage('workwear', workwearSite, '/privacy'))).not.toContain('Why Choose Us');
  });

  it('tells the story: values, Guilford headquarters, 100+ associates, two networks', () => {
    const html = renderInSite('workwear', createElement(OurStoryPage));
    const text = textOf(html);
    for (const value of ['Hard Work', 'Dependability', 'Honesty', 'Trust']) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Guilford, Connecticut');
    expect(text).toMatch(/more than 100 associates worldwide/);
    expect(html).toContain('href="https://www.facebook.com/');
    expect(html).toContain('href="https://www.instagram.com/');
  });

  it('covers the ten collections with their ids and page metadata', () => {
    expect(workwearCollections).toHaveLength(10);
    expect(workwearCollections.map(({ id, name, path }) => ({ id, name, path }))).toEqual(
      workwearShop.collections.map(({ id, name, path }) => ({ id, name, path })),
    );
    for (const collection of workwearCollections) {
      expect(collection.title.length).toBeGreaterThan(5);
      expect(collection.description.length).toBeGreaterThan(80);
      expect(collection.description.length).toBeLessThanOrEqual(200);
      expect(collection.keywords.length).toBeGreaterThanOrEqual(4);
      expect(collection.image).toMatch(/\.jpg/);
    }
    expect(new Set(workwearCollections.map((collection) => collection.title)).size).toBe(10);
  });

  it('renders collection metadata at once and no heading before the record loads', () => {
    const html = renderPage('workwear', workwearSite, '/concealed-carry');
    expect(html).toContain('<title>Concealed Carry Workwear Collection | Beacon Workwear</title>');
    expect(html).toMatch(/<meta name="keywords" content="concealed carry jacket/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/beaconworkwear\.example\//);
    // The heading waits for the record; only readers without scripts get it at once.
    expect(withoutNoscript(html)).not.toMatch(/<h1/);
    expect(html).toMatch(/<noscript data-slot="collection-products"><h1[^>]*>Concealed Carry/);
    // The page asks for its record from the HTML, as the client will (cookies included).
    expect(html).toContain(
      '<link rel="preload" href="/api/collections?store=beacon-workwear&amp;collectionId=410000000006" as="fetch" crossorigin="use-credentials"/>',
    );
  });

  it('keeps only the five featured collections on the home page, in order', () => {
    const record = (id: string, name: string): CollectionRecord => ({
      collection_id: id,
      collection_name: name,
      collection_store: workwearShop.store,
      collection_node: `gid://shopify/Collection/${id}`,
      collection_domain: workwearShop.domain,
      collection_token: 'token',
      collection_link: `https://${workwearShop.domain}/collections/${id}`,
    });
    const records = workwearShop.collections.map((collection) =>
      record(collection.id, collection.name),
    );
    expect(featuredCollections(records).map((entry) => entry.collection_name)).toEqual([
      ...homeCollectionNames,
    ]);
    expect(featuredCollections(records.slice(0, 3)).map((entry) => entry.collection_name)).toEqual([
      'Headwear',
    ]);
  });

  it('links the header to the main site only when its origin is configured', () => {
    const internal = headerLinks(null);
    expect(internal.map((link) => link.label)).toEqual([
      'Our Story',
      'Collections',
      'Help',
      'Contact',
    ]);
    expect(internal.every((link) => !link.external && link.href.startsWith('/'))).toBe(true);
    expect(internal[1]?.children).toHaveLength(10);

    const external = headerLinks('https://beaconworkwear.example');
    expect(external[0]).toEqual({
      label: 'Our Story',
      href: 'https://beaconworkwear.example/our-story',
      external: true,
    });
    expect(external[1]?.children?.every((link) => link.external)).toBe(true);
  });
});

describe('Off Soundings content', () => {
  it('serves exactly the eight routes of the specification, the search results, the crew list and the bulk order', () => {
    const addresses = addressesOf('sailing');
    expect(addresses).toHaveLength(11);
    expect(addresses).toContain('/bulk-order');
    expect(pageAddresses(sailingSite.pages).sort()).toEqual(addresses.sort());
  });

  it('dates the privacy policy 6/10/2025 with exactly the eight SPEC sections', () => {
    expect(sailingPrivacy.date).toBe('6/10/2025');
    const html = renderPage('sailing', sailingSite, '/privacy-policy');
    expect(textOf(html)).toContain('Last updated: 6/10/2025');
    expect(numberedHeadings(html)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Sharing',
      '4. Data Retention',
      '5. Your Rights',
      '6. Security',
      '7. Changes',
      '8. Contact Us',
    ]);
    const text = sectionText(sailingPrivacy.sections);
    for (const item of [
      'Personal identifiers',
      'Payment information',
      'Order details',
      'Device information',
    ]) {
      expect(text).toContain(item);
    }
    expect(text).toMatch(/do not sell/);
    expect(text).toMatch(/storefront platform/);
    expect(text).toMatch(/shipping carriers/);
    expect(text).toMatch(/legal authorities/);
    expect(text).toMatch(/access/);
    expect(text).toMatch(/correct or delete/);
    expect(text).toMatch(/withdraw your consent/);
    expect(text).toContain('support@offsoundings.example');
    expect(text).toContain('(203) 555-0163');
    expect(text).toMatch(/Branford, CT 06405/);
  });

  it('dates the terms 6/11/2025 with the SPEC sections in order', () => {
    expect(sailingTerms.date).toBe('6/11/2025');
    const html = renderPage('sailing', sailingSite, '/terms-of-service');
    const text = textOf(html);
    expect(text).toContain('Effective date: 6/11/2025');
    expect(numberedHeadings(html).map((heading) => heading.replace(/^\d+\. /, ''))).toEqual([
      'Overview',
      'Store Information',
      'Use of Our Website',
      'Orders and Payment',
      'Shipping and Returns',
      'Intellectual Property',
      'Limitation of Liability',
      'Contact Us',
      'Modifications',
      'Governing Law',
      'Contact Us',
    ]);
    const sections = sectionText(sailingTerms.sections);
    expect(sections).toMatch(/right to cancel or refuse any order/);
    expect(sections).toContain('Shipping & Returns page');
    expect(sections).toContain('In-stock items ship within 3-5 business days');
    expect(sections).toMatch(/without warranties/);
    expect(sections).toContain('laws of the State of Connecticut');
    expect(sections).toContain('U.S. dollars (USD)');
  });

  it('asks its own FAQ with the first answer open', () => {
    expect(sailingFaq.length).toBeGreaterThanOrEqual(7);
    expect(sailingFaq.length).toBeLessThanOrEqual(10);
    const html = mainOf(renderPage('sailing', sailingSite, '/faq'));
    expect(textOf(html)).toContain('Frequently Asked Questions');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(sailingFaq.length - 1);
    const answers = textOf(
      renderContent(
        createElement(
          'div',
          null,
          sailingFaq.map((item) => createElement('div', { key: item.question }, item.answer)),
        ),
      ),
    );
    expect(answers).toContain('3-5 business days');
  });

  it('covers the three collections with their ids and page metadata', () => {
    expect(sailingCollections.map(({ id, name, path }) => ({ id, name, path }))).toEqual(
      sailingShop.collections.map(({ id, name, path }) => ({ id, name, path })),
    );
    for (const collection of sailingCollections) {
      expect(collection.title.length).toBeGreaterThan(5);
      expect(collection.description.length).toBeGreaterThan(80);
      expect(collection.keywords.length).toBeGreaterThanOrEqual(4);
      expect(collection.image).toMatch(/\.jpg/);
    }
    const html = renderPage('sailing', sailingSite, '/outerwear');
    expect(html).toContain('<title>Sailing Outerwear &amp; Jackets | Off Soundings</title>');
    expect(withoutNoscript(html)).not.toMatch(/<h1/);
  });

  it('shows the title, tagline and the operator marketing on the home page', () => {
    const html = renderInSite('sailing', createElement(SailingHomePage));
    const text = textOf(html);
    expect(text).toContain('Off Soundings');
    expect(text).toContain('Cherish The Memories Both On and Off the Water');
    for (const badge of ['Outstanding Service', 'Exclusive Pricing', 'Industry Expertise']) {
      expect(text).toContain(badge);
    }
    expect(operator.aboutUrl).toBe('https://zcomm.example/about');
    expect(html).toContain('href="https://zcomm.example/about"');
    expect(text).toContain(sailingHome.about.action);
  });

  it('leads with the shop: the Shop action and the three collection tiles come before the operator', () => {
    const html = renderInSite('sailing', createElement(SailingHomePage));
    const text = textOf(html);
    const shopAction = html.indexOf(`href="/shirts"`);
    expect(shopAction).toBeGreaterThan(-1);
    expect(text).toContain(sailingHome.heroAction);
    const tiles = html.slice(html.indexOf('data-slot="collection-tiles"'));
    for (const collection of sailingShop.collections) {
      expect(tiles).toContain(`href="${collection.path}"`);
      expect(textOf(tiles)).toContain(collection.name);
    }
    const operatorAt = text.indexOf(sailingHome.operatorBanner.heading);
    expect(text.indexOf(sailingHome.collectionsHeading)).toBeLessThan(operatorAt);
    expect(text.indexOf(sailingHome.shopHeading)).toBeLessThan(operatorAt);
    expect(operatorAt).toBeLessThan(text.indexOf(sailingHome.badgesHeading));
    expect(text.indexOf(sailingHome.badgesHeading)).toBeLessThan(
      text.indexOf(sailingHome.about.heading),
    );
  });

  it('puts the footer columns on every page: collections, help, policies and the contact', () => {
    const { contact } = sailingTenant;
    for (const path of ['/', '/faq', '/contact']) {
      const html = renderPage('sailing', sailingSite, path);
      const footer = html.slice(html.indexOf('<footer'));
      for (const heading of ['Shop', 'Help', 'Policies', 'Customer Support']) {
        expect(footer).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
      }
      for (const href of [
        ...sailingShop.collections.map((collection) => collection.path),
        '/faq',
        `mailto:${contact.email}`,
        'tel:2035550163',
      ]) {
        expect(footer).toContain(`href="${href}"`);
      }
      expect(footer).toContain(`<address>${contact.address.street}<br/>`);
      for (const href of ['/privacy-policy', '/terms-of-service', '/contact']) {
        expect(html).toContain(`href="${href}"`);
      }
      expect(textOf(html)).toMatch(new RegExp(`© ${new Date().getFullYear()} Off Soundings`));
    }
  });
});

describe('shop contact pages', () => {
  it.each([
    ['sailing', sailingSite, sailingTenant.contact],
    ['workwear', workwearSite, workwearTenant.contact],
  ] as const)(
    '%s /contact prints the tenant record e-mail, phone and address in an address element',
    (id, module, contact) => {
      const html = renderPage(id, module, '/contact');
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const address = main.slice(main.indexOf('<address'), main.indexOf('</address>'));
      expect(address).toContain(`href="mailto:${contact.email}"`);
      expect(address).toContain(`href="tel:+1${contact.phone.replace(/\D/g, '')}"`);
      expect(textOf(address)).toContain(contact.address.street);
      expect(textOf(address)).toContain(
        `${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}`,
      );
      expect(contact.phone).toMatch(/555-01\d\d/);
      expect(contact.email).toMatch(/\.example$/);
    },
  );
});

describe('brand stubs', () => {
  const stubs = [
    ['stub-1', stub1, 'Harborline Goods'],
    ['stub-2', stub2, 'Ridgeway Outfitters'],
    ['stub-3', stub3, 'Lantern & Loom'],
  ] as const;

  it.each(stubs)('%s shows only a placeholder heading on / and /contact', (id, module, name) => {
    expect(module.pages.map((page) => page.path)).toEqual(['/', '/contact']);
    const home = renderPage(id, module, '/');
    const contact = renderPage(id, module, '/contact');
    expect(textOf(home)).toContain(`${name} - opening soon`);
    expect(textOf(contact)).toContain(`Contact ${name} - coming soon`);
    expect(home.match(/<h1\b/g)).toHaveLength(1);
    expect(home).not.toMatch(/<form\b/);
    expect(contact).not.toMatch(/<form\b/);
  });
});
