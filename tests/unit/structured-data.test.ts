import { describe, expect, it } from 'vitest';
import { structuredDataOf, structuredDataProblems } from '../structured-data.ts';

describe('the structured-data check', () => {
  it('reads every JSON-LD block of a page', () => {
    const html =
      '<script type="application/ld+json">{"@type":"A"}</script><p>x</p><script type="application/ld+json">[{"@type":"B"},{"@type":"C"}]</script>';
    expect(structuredDataOf(html).map((data) => data['@type'])).toEqual(['A', 'B', 'C']);
  });

  it("reports the validator's errors and the missing required properties", async () => {
    const product = { '@context': 'https://schema.org', '@type': 'Product' };
    expect((await structuredDataProblems(product)).join('\n')).toMatch(/Product: .*name/);
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 2, url: '/relative' }],
    };
    expect(await structuredDataProblems(list)).toEqual(
      expect.arrayContaining(['item 0: position 2', 'item 0: url /relative']),
    );
    const site = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Shop',
      url: 'https://shop.example/',
      potentialAction: { '@type': 'SearchAction', target: 'https://shop.example/search?q=' },
    };
    expect(await structuredDataProblems(site)).toHaveLength(2);
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{}] };
    expect(await structuredDataProblems(faq)).toEqual(['question 0: no Question with a name']);
  });
});
