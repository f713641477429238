import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { offers, whyChooseUs } from '../../sites/agency/content/about';
import { faqItems } from '../../sites/agency/content/faq';
import { serviceCards as homeServiceCards } from '../../sites/agency/content/home';
import {
  guaranteePolicy,
  type Policy,
  privacyPolicy,
  returnsPolicy,
  shippingPolicy,
  termsOfService,
} from '../../sites/agency/content/policies';
import { comparison, serviceCards, servicesOverview } from '../../sites/agency/content/services';
import {
  agency,
  desktopNav,
  footerContact,
  footerGroups,
  mobileNav,
  showsCallToAction,
  sisterStores,
  socialLinks,
} from '../../sites/agency/site';

/** Renders content to static HTML inside a router (policy links are router links). */
function markup(...nodes: ReactNode[]): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(Fragment, null, ...nodes)),
  );
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The visible text of some HTML, with whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function policyText(policy: Policy): string {
  return textOf(
    markup(
      policy.intro,
      ...policy.sections.flatMap((section) => [
        createElement('h2', { key: `${section.heading}-heading` }, section.heading),
        section.content,
      ]),
    ),
  );
}

const policies = {
  privacy: privacyPolicy,
  shipping: shippingPolicy,
  returns: returnsPolicy,
  guarantee: guaranteePolicy,
  terms: termsOfService,
} satisfies Record<string, Policy>;

describe('agency policies', () => {
  it.each(Object.entries(policies))('%s is effective 06/26/2025', (_, policy) => {
    expect(policy.date).toBe('06/26/2025');
  });

  it('have their titles and section counts', () => {
    expect(
      Object.fromEntries(
        Object.entries(policies).map(([name, policy]) => [
          name,
          [policy.title, policy.sections.length],
        ]),
      ),
    ).toEqual({
      privacy: ['Privacy Policy', 11],
      shipping: ['Shipping Policy', 9],
      returns: ['Returns & Refunds Policy', 8],
      guarantee: ['Guarantee', 7],
      terms: ['Terms of Service', 16],
    });
  });

  it.each(Object.entries(policies))(
    '%s has unique headings and ends with contact details',
    (_, policy) => {
      const headings = policy.sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
      expect(headings.at(-1)).toBe('Contact Us');
      const contact = textOf(markup(policy.sections.at(-1)?.content));
      expect(contact).toContain(agency.phone);
      expect(contact).toContain(agency.email);
    },
  );

  it.each(Object.entries(policies))('%s is real text with working page metadata', (_, policy) => {
    const text = policyText(policy);
    expect(text.length).toBeGreaterThan(1500);
    expect(text).not.toMatch(/lorem|ipsum|TODO|\{(phone|email)\}/i);
    expect(policy.meta.title.length).toBeGreaterThan(5);
    expect(policy.meta.description.length).toBeGreaterThan(80);
  });

  const constants: [keyof typeof policies, string, RegExp][] = [
    [
      'returns',
      'free revisions within 14 days',
      /free revisions within 14 days of project completion/,
    ],
    [
      'returns',
      'refund only if nothing delivered and asked within 72 hours',
      /refund for services is available only if[^.]*No work has been delivered, and The refund is requested within 72 hours of payment/,
    ],
    [
      'returns',
      'cancellation within 72 hours',
      /cancel a project within 72 hours of payment if no work has begun/,
    ],
    [
      'returns',
      'damage or wrong item within 7 days',
      /damaged, defective or wrong item within 7 days of delivery/,
    ],
    ['returns', 'refunds in 5–10 business days', /refunds are processed in 5–10 business days/i],
    [
      'shipping',
      'processing 1–3 business days',
      /Fulfillment orders are processed in 1–3 business days/,
    ],
    ['shipping', '3 PM ET cutoff', /before 3 PM ET on a business day[^.]*after the 3 PM ET cutoff/],
    ['shipping', 'standard 3–7', /Standard shipping: 3–7 business days/],
    ['shipping', 'expedited 2–3', /Expedited shipping: 2–3 business days/],
    ['shipping', 'overnight or express 1–2', /Overnight or express shipping: 1–2 business days/],
    ['shipping', 'tracking within 24 hours', /Tracking may take up to 24 hours to update/],
    ['shipping', 'damage reports within 7 days', /wrong item within 7 days of delivery/],
    ['guarantee', 'processing in 24–48 business hours', /in 24–48 business hours/],
    ['guarantee', 'replies within 1 business day', /receives a reply within 1 business day/],
    ['guarantee', '14-day satisfaction window', /14-day satisfaction window/],
    [
      'terms',
      'liability capped at 90 days of payments',
      /limited to the amounts you paid us in the last 90 days/,
    ],
    [
      'terms',
      'inactive projects archived after 30 days',
      /inactive because we are waiting on you for 30 days, we may archive it/,
    ],
    ['terms', 'minimum age 18', /at least 18 years old to use our services/],
    ['terms', 'governing law Connecticut', /governed by the laws of the State of Connecticut/],
    ['terms', 'prices in U.S. dollars', /All prices are in U\.S\. dollars/],
    ['privacy', 'under 13 excluded', /Children under 13 are excluded from this Privacy Policy/],
  ];

  it.each(constants)('%s states: %s', (name, _, pattern) => {
    expect(policyText(policies[name])).toMatch(pattern);
  });

  it('never contradicts a constant with another number', () => {
    const all = Object.values(policies).map(policyText).join(' ');
    expect(all).not.toMatch(/revisions within (?!14 days)\d+ days/);
    expect(all).not.toMatch(
      /processed in (?!1–3 business days|5–10 business days|24–48 business hours)\d/,
    );
    expect(all).not.toMatch(/Standard shipping: (?!3–7)/);
  });
});

describe('agency services', () => {
  it('compares the services in four columns and 15 rows', () => {
    expect(comparison.columns).toEqual([
      'Service',
      'Web Development',
      'Product Fulfillment',
      'Both',
    ]);
    expect(comparison.rows).toHaveLength(15);
    for (const row of comparison.rows) expect(row.values).toHaveLength(3);
    expect(new Set(comparison.rows.map((row) => row.label)).size).toBe(15);
  });

  it('has the overview sections and the three service cards', () => {
    expect(servicesOverview.heading).toBe('Services Overview');
    expect(servicesOverview.sections.map((section) => [section.title, section.id])).toEqual([
      ['Web Development', 'web-development'],
      ['Product Fulfillment', 'product-fulfillment'],
      ['Full Service', 'full-service'],
    ]);
    expect(serviceCards.cards.map((card) => card.title)).toEqual([
      'Web Development',
      'Product Fulfillment',
      'Both Services',
    ]);
  });

  it('links every home card to the services page or one of its sections', () => {
    const anchors = servicesOverview.sections.map((section) => `/services#${section.id}`);
    expect(homeServiceCards.length).toBeGreaterThanOrEqual(3);
    for (const card of homeServiceCards) {
      expect(['/services', ...anchors]).toContain(card.href);
      expect(card.image).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
      expect(card.image?.alt.length).toBeGreaterThan(10);
    }
  });
});

describe('agency about page', () => {
  it('offers three services and four qualities, each quality with a described image', () => {
    expect(offers.items.map((offer) => offer.title)).toEqual([
      'Custom Web Development',
      'Product Fulfillment Solutions',
      'Tailored E-Commerce Strategies',
    ]);
    expect(whyChooseUs.qualities.map((quality) => quality.title)).toEqual([
      'Expertise',
      'Innovation',
      'Customer-Centric Approach',
      'End-to-End Solutions',
    ]);
    for (const { image } of whyChooseUs.qualities) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt.length).toBeGreaterThan(10);
    }
  });
});

describe('agency FAQ', () => {
  it('has 8 to 10 distinct questions with answers', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(8);
    expect(faqItems.length).toBeLessThanOrEqual(10);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
    for (const item of faqItems) expect(textOf(markup(item.answer)).length).toBeGreaterThan(60);
  });

  it('gives the third answer, and only it, a bulleted list', () => {
    const lists = faqItems.map((item) => (markup(item.answer).match(/<li>/g) ?? []).length);
    expect(lists[2]).toBeGreaterThanOrEqual(3);
    expect(lists.filter((count) => count > 0)).toHaveLength(1);
  });
});

describe('agency site configuration', () => {
  it('has the contact details', () => {
    expect(agency.phone).toBe('(203) 555-0148');
    expect(agency.email).toBe('hello@zcomm.example');
    expect(footerContact).toMatchObject({
      heading: 'Ready to Get Started?',
      phone: agency.phone,
      email: agency.email,
    });
  });

  it('has the desktop and mobile navigation', () => {
    expect(desktopNav.map((link) => link.label)).toEqual([
      'Our Stores',
      'About',
      'Services',
      'Help',
      'Get A Quote',
      'Contact',
    ]);
    expect(desktopNav[0]?.children).toBe(sisterStores);
    expect(mobileNav[0]?.children).toBe(sisterStores);
    expect(sisterStores).toEqual([
      { label: 'Beacon Workwear', href: 'https://beaconworkwear.example/', external: true },
      { label: 'Off Soundings', href: 'https://offsoundings.example/', external: true },
    ]);
    expect(mobileNav.map((link) => [link.label, link.href])).toEqual([
      ['Our Stores', 'https://beaconworkwear.example/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Help', '/faq'],
      ['Get A Quote', '/quote'],
      ['Contact', '/contact'],
    ]);
  });

  it('has the footer groups and four social profiles', () => {
    expect(
      footerGroups.map((group) => [group.heading, group.links.map((link) => link.label)]),
    ).toEqual([
      ['Explore', ['Get A Quote', 'About', 'Services', 'Contact']],
      [
        'Learn More',
        [
          'Help',
          'Guarantee',
          'Returns & Refunds Policy',
          'Privacy Policy',
          'Shipping Policy',
          'Terms of Service',
        ],
      ],
      ['Our Stores', ['Beacon Workwear', 'Off Soundings']],
    ]);
    expect(socialLinks.map((link) => link.network)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
    ]);
    for (const link of socialLinks) expect(link.href).toMatch(/^https:\/\//);
  });

  it('closes every page but forms, account screens and legal texts with the call to action', () => {
    for (const path of ['/', '/about', '/services', '/faq', '/guarantee', '/contact']) {
      expect(showsCallToAction(path)).toBe(true);
    }
    for (const path of [
      '/quote',
      '/register',
      '/login',
      '/inbox',
      '/forgot',
      '/reset',
      '/write',
      '/edit',
      '/privacy',
      '/shipping',
      '/returns',
      '/terms',
    ]) {
      expect(showsCallToAction(path)).toBe(false);
    }
  });
});
