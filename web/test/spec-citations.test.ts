import { describe, expect, it } from 'vitest';
// @ts-expect-error the citation check is a plain script (scripts/spec-citations.mjs), without types
import { citationLines, findCitations } from '../../scripts/spec-citations.mjs';

/** Comments cite docs/ pages, never the spec files outside the repository (docs/code-sizes.md). */
describe('spec citations', () => {
  it('finds the lines that name a spec file outside the repository', () => {
    const outside = ['public-portal', 'md'].join('.');
    const text = [
      '/** The list (docs/public-browsing.md). */',
      `// ${outside} section 4`,
      'const a = 1;',
    ].join('\n');
    expect(citationLines(text)).toEqual([2]);
  });

  it('when the repository is scanned then no source file cites a spec file outside it', () => {
    expect(findCitations()).toEqual([]);
  });
});
