import { createHash } from 'node:crypto';
import type { SiteId } from '@zcomm/site-data/tenants';
import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { describe, expect, it } from 'vitest';
import { inlineScriptsOf, styleAttributesOf } from '../../server/pages/site-build.ts';
import { documentPolicy, hashSource, sitePolicy } from '../../server/security/csp.ts';
import { parseStorefrontSettings, siteStorefront } from '../../server/shared/real-storefronts.ts';

/** Directive name → its sources, as one string. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

const allSites: SiteId[] = ['workwear', 'sailing', 'agency', 'stub-1', 'stub-2', 'stub-3'];
const policyOf = (siteId: SiteId, settings = {}) =>
  directives(
    sitePolicy({
      storefront: siteStorefront(siteId, settings),
      inlineStyles: siteId === 'workwear' || siteId === 'sailing',
    }),
  );

describe('sitePolicy', () => {
  it.each(allSites)('locks down scripts, objects, base, framing and forms for %s', (siteId) => {
    const policy = policyOf(siteId);
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('font-src')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    const text = [...policy.values()].join(' ');
    expect(text).not.toContain('unsafe-eval');
    expect(text).not.toContain('*');
    expect(policy.get('script-src')).not.toContain('unsafe');
  });

  it('lets the demo shops reach their storefront on the same origin only', () => {
    for (const siteId of ['workwear', 'sailing'] as const) {
      const policy = policyOf(siteId);
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('frame-src')).toBe("'self'");
    }
  });

  it('gives the sites without a shop no storefront and no frames', () => {
    for (const siteId of ['agency', 'stub-1', 'stub-2', 'stub-3'] as const) {
      const policy = policyOf(siteId);
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('img-src')).toBe("'self' data:");
      expect(policy.get('frame-src')).toBe("'none'");
    }
  });

  it('names exactly the configured real shop, on its site only', () => {
    const settings = parseStorefrontSettings(
      JSON.stringify({
        'beacon-workwear': { domain: 'beacon-workwear.myshopify.com', token: 'a1b2c3d4e5f6' },
      }),
    );
    const workwear = policyOf('workwear', settings);
    expect(workwear.get('connect-src')).toBe("'self'");
    expect(workwear.get('frame-src')).toBe('https://beacon-workwear.myshopify.com');
    expect(workwear.get('img-src')).toBe(
      "'self' data: https://beacon-workwear.myshopify.com https://cdn.shopify.com",
    );
    expect(policyOf('sailing', settings).get('connect-src')).toBe("'self'");
    expect(policyOf('agency', settings).get('connect-src')).toBe("'self'");
  });

  it('allows inline styles for the Buy Button on the two shops only', () => {
    expect(policyOf('workwear').get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policyOf('sailing').get('style-src')).toBe("'self' 'unsafe-inline'");
    for (const siteId of ['agency', 'stub-1', 'stub-2', 'stub-3'] as const) {
      const policy = policyOf(siteId);
      expect(policy.get('style-src')).toBe("'self'");
      expect(policy.get('style-src-attr')).toBe("'none'");
      expect([...policy.values()].join(' ')).not.toContain('unsafe');
    }
  });

  it('allows exactly the listed style attribute values by hash elsewhere', () => {
    const policy = directives(
      sitePolicy({ styleAttributes: ['position:relative', 'position:relative'] }),
    );
    const expected = createHash('sha256').update('position:relative').digest('base64');
    expect(policy.get('style-src-attr')).toBe(`'unsafe-hashes' 'sha256-${expected}'`);
    expect(policy.get('style-src')).toBe("'self'");
    expect(hashSource('position:relative')).toBe(`sha256-${expected}`);
  });

  it('allows exactly the inline scripts of the pages by hash, nothing else inline', () => {
    const script = 'document.documentElement.dataset.ready = "";';
    const policy = directives(sitePolicy({ inlineScripts: [script, script] }));
    const expected = createHash('sha256').update(script).digest('base64');
    expect(policy.get('script-src')).toBe(`'self' 'sha256-${expected}'`);
    expect(policy.get('script-src')).not.toContain('unsafe');
  });
});

describe('documentPolicy', () => {
  it('allows nothing but listed style hashes', () => {
    const policy = directives(documentPolicy(['sha256-abc=']));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('style-src')).toBe("'sha256-abc='");
    expect(policy.has('script-src')).toBe(false);
    expect(directives(documentPolicy()).has('style-src')).toBe(false);
  });
});

describe('styleAttributesOf', () => {
  it('finds every style attribute value in tags, decoded, and none in text', () => {
    const html = [
      '<div style="position:relative"><ul><li>a</li></ul></div>',
      '<p class="x" style="--a:&quot;b&quot;;content:&#x27;&amp;&#x27;">style="not-a-tag"</p>',
      '<code>&lt;i style=&quot;color:red&quot;&gt;</code>',
    ].join('');
    expect(styleAttributesOf(html)).toEqual(['position:relative', `--a:"b";content:'&'`]);
  });
});

describe('inlineScriptsOf', () => {
  it('finds the text of scripts without attributes, not of module or external scripts', () => {
    const html = [
      '<head><script>\n  var a = 1;\n</script>',
      '<script type="module" src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"a":1}</script></head>',
      '<p>&lt;script&gt;no&lt;/script&gt;</p>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['\n  var a = 1;\n']);
  });
});

describe('parseStorefrontSettings', () => {
  it('reads nothing as no real storefront', () => {
    expect(parseStorefrontSettings(undefined)).toEqual({});
    expect(parseStorefrontSettings('')).toEqual({});
    expect(siteStorefront('workwear')).toEqual({
      store: workwearShop.store,
      domain: workwearShop.domain,
      local: true,
    });
    expect(siteStorefront('agency')).toBeUndefined();
  });

  it('keeps the demo shop of a store that is not configured', () => {
    const settings = parseStorefrontSettings(
      JSON.stringify({
        'off-soundings': { domain: 'off-soundings.myshopify.com', token: 'tok_12345678' },
      }),
    );
    expect(siteStorefront('sailing', settings)).toEqual({
      store: sailingShop.store,
      domain: 'off-soundings.myshopify.com',
      local: false,
    });
    expect(siteStorefront('workwear', settings)?.local).toBe(true);
  });

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['an unknown store', '{"other":{"domain":"a.myshopify.com","token":"12345678"}}'],
    ['a wildcard', '{"off-soundings":{"domain":"*.myshopify.com","token":"12345678"}}'],
    ['a scheme', '{"off-soundings":{"domain":"https://a.myshopify.com","token":"12345678"}}'],
    ['a port', '{"off-soundings":{"domain":"a.myshopify.com:443","token":"12345678"}}'],
    ['a path', '{"off-soundings":{"domain":"a.myshopify.com/x","token":"12345678"}}'],
    ['a policy break-out', `{"off-soundings":{"domain":"a.com; script-src *","token":"12345678"}}`],
    ['upper case', '{"off-soundings":{"domain":"A.myshopify.com","token":"12345678"}}'],
    ['no token', '{"off-soundings":{"domain":"a.myshopify.com"}}'],
    ['a token with spaces', '{"off-soundings":{"domain":"a.myshopify.com","token":"a b c d e f"}}'],
    ['a prototype key', '{"__proto__":{"domain":"a.myshopify.com","token":"12345678"}}'],
  ])('refuses %s', (_label, text) => {
    expect(() => parseStorefrontSettings(text)).toThrow(/STOREFRONTS/);
  });
});
