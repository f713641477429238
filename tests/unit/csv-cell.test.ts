import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from '../../server/api/inbox/csv.ts';

describe('a CSV cell', () => {
  it.each([
    ['ESC (a terminal colour)', 'Dana\u001b[31mRed', 'Dana\uFFFD[31mRed'],
    ['BEL', 'ding\u0007', 'ding\uFFFD'],
    ['NUL', 'a\u0000b', 'a\uFFFDb'],
    ['DEL and C1', 'a\u007fb\u0085c\u009bd', 'a\uFFFDb\uFFFDc\uFFFDd'],
    ['a right-to-left override', 'invoice\u202Efdp.exe', 'invoice\uFFFDfdp.exe'],
    ['isolates', '\u2066a\u2069', '\uFFFDa\uFFFD'],
  ])('shows %s as �', (_name, value, shown) => {
    expect(csvCell(value)).toBe(`"${shown}"`);
  });

  it('keeps tabs, line breaks and the marks that reorder nothing', () => {
    expect(csvCell('one\ttwo\r\nthree\nfour \u200f!')).toBe('"one\ttwo\r\nthree\nfour \u200f!"');
  });

  it('still guards against formulas, whatever came first', () => {
    expect(csvCell('\u0000=1+1')).toBe('"\uFFFD=1+1"');
    expect(csvCell('=cmd|\u0007')).toBe(`"'=cmd|\uFFFD"`);
    expect(csvRecord(['a"\u001b', '+1'])).toBe(`"a""\uFFFD","'+1"`);
  });
});
