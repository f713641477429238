import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../scripts/function-length.mjs';

const lines = (count: number, line: string) => Array.from({ length: count }, () => line).join('\n');

describe('function length on the syntax tree', () => {
  it('counts a component from its first line to its last, its JSX return included', () => {
    const component = [
      'export function Page() {',
      '  const title = "Jackets";',
      '  return (',
      '    <main>',
      lines(150, '      <p>{title}</p>'),
      '    </main>',
      '  );',
      '}',
    ].join('\n');
    expect(longFunctions('Page.tsx', component)).toEqual([{ name: 'Page', line: 1, lines: 157 }]);
  });

  it('names arrow functions by their variable, methods by their name and callbacks by their call', () => {
    const source = [
      'const handler = () => {',
      lines(150, '  work();'),
      '};',
      'class Store {',
      '  save() {',
      lines(150, '    work();'),
      '  }',
      '}',
      'items.forEach((item) => {',
      lines(150, '  work(item);'),
      '});',
    ].join('\n');
    expect(longFunctions('store.ts', source).map(({ name, lines }) => [name, lines])).toEqual([
      ['handler', 152],
      ['save', 152],
      ['callback of items.forEach', 152],
    ]);
  });

  it('lets a function of exactly the limit pass, and reports nested functions on their own', () => {
    const source = ['function outer() {', lines(148, '  work();'), '}'].join('\n');
    expect(longFunctions('a.ts', source)).toEqual([]);
    const nested = [
      'function outer() {',
      '  const inner = () => {',
      lines(149, '    work();'),
      '  };',
      '}',
    ].join('\n');
    expect(longFunctions('b.ts', nested)).toEqual([
      { name: 'outer', line: 1, lines: 153 },
      { name: 'inner', line: 2, lines: 151 },
    ]);
  });
});
