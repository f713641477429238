import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/csp.ts';
import type { SiteId } from '../../sites/shared/types.ts';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it.each<SiteId>(['workwear', 'sailing', 'agency', 'stub-1', 'stub-2', 'stub-3'])(
    'locks down scripts, objects, framing and forms for %s',
    (siteId) => {
      const policy = directives(contentSecurityPolicy(siteId));
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('img-src')).toBe("'self' data: blob:");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('frame-src')).toBe("'self'");
      expect(policy.get('font-src')).toBe("'self'");
      expect(policy.get('form-action')).toBe("'self'");
    },
  );

  it('allows inline styles for the Buy Button on the two shops only', () => {
    expect(directives(contentSecurityPolicy('workwear')).get('style-src')).toBe(
      "'self' 'unsafe-inline'",
    );
    expect(directives(contentSecurityPolicy('sailing')).get('style-src')).toBe(
      "'self' 'unsafe-inline'",
    );
    for (const siteId of ['agency', 'stub-1', 'stub-2', 'stub-3'] as const) {
      expect(directives(contentSecurityPolicy(siteId)).get('style-src')).toBe("'self'");
    }
  });

  it('allows nothing but listed style hashes without a site', () => {
    const policy = directives(contentSecurityPolicy(undefined, { styleHashes: ['sha256-abc='] }));
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('style-src')).toBe("'sha256-abc='");
    expect(policy.has('script-src')).toBe(false);
    expect(directives(contentSecurityPolicy()).has('style-src')).toBe(false);
  });
});
