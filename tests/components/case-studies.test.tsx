import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '../../sites/agency/pages/AboutPage';
import {
  SailingCaseStudyPage,
  WorkwearCaseStudyPage,
} from '../../sites/agency/pages/CaseStudyPage';
import { HomePage } from '../../sites/agency/pages/HomePage';
import { ServicesPage } from '../../sites/agency/pages/ServicesPage';
import { AuthProvider } from '../../sites/shared/shell/auth';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';

/** The committed report, read as a file: the page must show what it says. */
const report = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../sites/agency/content/case-study-figures.json'),
    'utf8',
  ),
);

function renderPage(page: React.ReactNode, pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <SiteInfoProvider
        value={{ id: 'agency', name: 'Z-Comm', origin: 'https://zcomm.example', lang: 'en-US' }}
      >
        <AuthProvider>{page}</AuthProvider>
      </SiteInfoProvider>
    </MemoryRouter>,
  );
}

/** The figures list as value by label. */
function shownFigures(): Map<string, string> {
  const list = screen
    .getByRole('heading', { name: 'Measured from the shop itself' })
    .parentElement?.querySelector('dl');
  if (!list) throw new Error('No figures list');
  return new Map(
    [...list.querySelectorAll('div')].map((item) => [
      item.querySelector('dt')?.textContent ?? '',
      item.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

describe.each([
  {
    shop: 'workwear',
    Page: WorkwearCaseStudyPage,
    path: '/case-studies/beacon-workwear',
    other: 'Off Soundings',
  },
  {
    shop: 'sailing',
    Page: SailingCaseStudyPage,
    path: '/case-studies/off-soundings',
    other: 'Beacon Workwear',
  },
] as const)('the $shop case study', ({ shop, Page, path: pathname, other }) => {
  const figures = report.shops[shop];

  it('shows the figures of the committed report, none typed in', () => {
    renderPage(<Page />, pathname);
    expect(screen.getByRole('heading', { level: 1, name: figures.name })).toBeInTheDocument();
    const shown = shownFigures();
    expect(shown.get('products in the catalogue')).toBe(String(figures.products));
    expect(shown.get('collections, each with its own page')).toBe(String(figures.collections));
    expect(
      shown.get(`of JavaScript on the home page's first load (gzip, ${figures.homeJsFiles} files)`),
    ).toBe(`${(figures.homeJsGzip / 1024).toFixed(1)} KB`);
    expect(shown.get('shipping promise, within the United States')).toBe(figures.shipping);
    expect(shown.size).toBe(figures.lighthouse ? 5 : 4);
  });

  it('says what was built, with the shop’s own fulfillment terms', () => {
    renderPage(<Page />, pathname);
    const built = screen.getByRole('heading', { name: 'What we built' }).closest('section');
    if (!built) throw new Error('No What we built section');
    for (const name of ['The storefront', 'The design system', 'The leads inbox', 'Fulfillment']) {
      expect(within(built).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(built).toHaveTextContent(figures.shipping);
    expect(built).toHaveTextContent(figures.returnWindow);
  });

  it('shows the live store on a phone and a desktop, each picture sized', () => {
    renderPage(<Page />, pathname);
    const pictures = screen.getAllByRole('img', { name: new RegExp(`^${figures.name}: `) });
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
    }
    expect(
      screen.getByRole('img', { name: `${figures.name}: home page on a phone` }),
    ).toBeVisible();
  });

  it('links the store and the other case study', () => {
    renderPage(<Page />, pathname);
    expect(screen.getByRole('link', { name: `Visit ${figures.name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:\/\//),
    );
    expect(screen.getByRole('link', { name: `Case study: ${other}` })).toHaveAttribute(
      'href',
      other === 'Off Soundings' ? '/case-studies/off-soundings' : '/case-studies/beacon-workwear',
    );
  });
});

describe.each([
  { name: 'home', Page: HomePage, path: '/' },
  { name: 'Services', Page: ServicesPage, path: '/services' },
  { name: 'About', Page: AboutPage, path: '/about' },
])('the $name page', ({ Page, path: pathname }) => {
  it('links both case studies', () => {
    renderPage(<Page />, pathname);
    const section = screen
      .getByRole('heading', { level: 2, name: 'Stores we built and run' })
      .closest('section');
    if (!section) throw new Error('No case studies section');
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Case study: Beacon Workwear', '/case-studies/beacon-workwear'],
      ['Case study: Off Soundings', '/case-studies/off-soundings'],
    ]);
  });
});
