import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expected, readTokens } from '../../scripts/package-docs.mjs';

describe('the package documentation', () => {
  it('lists every token of tokens.css and each theme’s fonts as generated (run npx node scripts/package-docs.mjs)', () => {
    for (const [file, content] of Object.entries(expected())) {
      expect(readFileSync(file, 'utf8'), file).toBe(content);
    }
  });

  it('reads each token with its group and default', () => {
    const tokens = readTokens();
    expect(tokens.length).toBeGreaterThan(50);
    expect(tokens).toContainEqual({
      group: 'Colour',
      name: '--zc-color-bg',
      value: '#ffffff',
    });
    const css = ':where(:root, [data-brand]) {\n  /* Motion */\n  --zc-ease: linear;\n}';
    expect(readTokens(css)).toEqual([{ group: 'Motion', name: '--zc-ease', value: 'linear' }]);
  });
});
