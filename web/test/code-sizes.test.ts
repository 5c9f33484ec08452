import { describe, expect, it } from 'vitest';
// @ts-expect-error the size check is a plain script (scripts/sizes.mjs), without types
import { breaches, componentsOf, measure } from '../../scripts/sizes.mjs';
import baseline from '../../scripts/sizes-baseline.json';

/** The size rules of docs/code-sizes.md: components at most 200 lines, files at most 400. */
describe('code sizes', () => {
  it('finds the top-level components of a file and counts their lines', () => {
    const text = [
      'const helper = () => 1;',
      'export const Small = () => (',
      '  <div />',
      ');',
      'export function Named() {',
      '  return null;',
      '}',
      'export const Wrapped = memo(() => null);',
    ].join('\n');
    expect(componentsOf('x.tsx', text)).toEqual([
      { name: 'Small', lines: 3 },
      { name: 'Named', lines: 3 },
      { name: 'Wrapped', lines: 1 },
    ]);
  });

  it('counts a file or component over its limit as a breach unless listed at that size or more', () => {
    const over = [
      { key: 'a.ts', lines: 420, limit: 400 },
      { key: 'b.tsx#Page', lines: 230, limit: 200 },
      { key: 'c.ts', lines: 401, limit: 400 },
    ];
    expect(breaches(over, { 'a.ts': 430, 'b.tsx#Page': 210 }).map((o: { key: string }) => o.key)).toEqual([
      'b.tsx#Page',
      'c.ts',
    ]);
  });

  it('when the repository is measured then nothing new is over the limits and nothing listed grew', () => {
    expect(breaches(measure(), baseline)).toEqual([]);
  });
});
