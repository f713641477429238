import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FaqPage as SailingFaqPage } from '../../sites/sailing/pages/FaqPage';
import { SitePageMeta } from '../../sites/shared/shell/page-meta';
import { type SiteInfo, SiteInfoProvider } from '../../sites/shared/shell/site-info';
import { SiteStructuredData } from '../../sites/shared/shell/structured-data';
import { faqItems } from '../../sites/workwear/content/faq';
import { FaqPage as WorkwearFaqPage } from '../../sites/workwear/pages/FaqPage';
import { structuredDataOf, structuredDataProblems } from '../structured-data';

const workwear: SiteInfo = {
  id: 'workwear',
  name: 'Beacon Workwear',
  origin: 'https://beaconworkwear.example',
  lang: 'en-US',
};

function html(element: React.ReactNode, site: SiteInfo = workwear, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteInfoProvider value={site}>{element}</SiteInfoProvider>
    </MemoryRouter>,
  );
}

describe('structured data', () => {
  it("gives a FAQ page a FAQPage with every question and its answer's text", async () => {
    const [faq, ...others] = structuredDataOf(html(<WorkwearFaqPage />, workwear, '/faq'));
    expect(others).toEqual([]);
    expect(await structuredDataProblems(faq)).toEqual([]);
    const questions = (faq as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] })
      .mainEntity;
    expect(questions.map((question) => question.name)).toEqual(
      faqItems.map((item) => item.question),
    );
    expect(questions[0]?.acceptedAnswer.text).toMatch(
      /^ANSI\/ISEA 107 sorts high-visibility apparel .* has the final word on what your job requires\.$/,
    );
    // Paragraphs are separated, never run together.
    expect(questions[0]?.acceptedAnswer.text).toContain('ensemble. Each product page');
    const sailing = structuredDataOf(html(<SailingFaqPage />, { ...workwear, id: 'sailing' }));
    expect(await structuredDataProblems(sailing[0])).toEqual([]);
  });

  it("gives a shop's home its Organization and a WebSite that searches /search?q=", async () => {
    const blocks = structuredDataOf(html(<SiteStructuredData searchable />));
    expect(blocks.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    for (const data of blocks) expect(await structuredDataProblems(data)).toEqual([]);
    expect(blocks[0]).toMatchObject({
      name: 'Beacon Workwear',
      url: 'https://beaconworkwear.example/',
    });
    expect(blocks[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://beaconworkwear.example/search?q={search_term_string}' },
      },
    });
    // A site without a search page names no search action.
    const [, site] = structuredDataOf(html(<SiteStructuredData searchable={false} />));
    expect(site).not.toHaveProperty('potentialAction');
    expect(await structuredDataProblems(site)).toEqual([]);
  });

  it("describes the share image and names the page's locale", () => {
    const markup = html(
      <SitePageMeta title="Jackets" description="Hi-vis jackets." image="/share.jpg" />,
    );
    expect(markup).toContain(
      '<meta property="og:image" content="https://beaconworkwear.example/share.jpg"/>',
    );
    expect(markup).toContain('<meta property="og:image:alt" content="Jackets"/>');
    expect(markup).toContain('<meta name="twitter:image:alt" content="Jackets"/>');
    expect(markup).toContain('<meta property="og:locale" content="en_US"/>');
    const withAlt = html(
      <SitePageMeta
        title="Jacket"
        description="A jacket."
        image="/a.jpg"
        imageAlt="Orange jacket"
      />,
    );
    expect(withAlt).toContain('<meta property="og:image:alt" content="Orange jacket"/>');
    const noImage = html(<SitePageMeta title="Jackets" description="Hi-vis jackets." />);
    expect(noImage).not.toContain('image:alt');
  });
});
