import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/stack';

/** The public pages a guest lands on, and the budget of their first load (docs/web-app.md). */
const PAGES = [
  'DashboardPage',
  'CompetitionListPage',
  'ResultsPage',
  'ClubListPage',
  'ClubPage',
  'CompetitionDetailsPage',
];
const BUDGET_KB = 250;

describe('the first load of the public pages (the web build, gzip)', () => {
  it.each(['de', 'en'])('stays within 250 kB on every public page (%s)', (language) => {
    if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html')))
      throw new Error('web/dist missing: run npm run build -w web');
    const sizes = Object.fromEntries(
      PAGES.map((page) => {
        const answer = execFileSync(
          process.execPath,
          ['scripts/first-load-size.mjs', '--page', page, '--language', language, '--json'],
          { cwd: ROOT, encoding: 'utf8' },
        );
        return [page, (JSON.parse(answer) as { totalGzipKb: number }).totalGzipKb];
      }),
    );
    // every page was found and measured (the shell and its texts alone are about 214 kB)
    for (const page of PAGES) expect(sizes[page], page).toBeGreaterThan(220);
    expect(Object.entries(sizes).filter(([, kb]) => kb > BUDGET_KB)).toEqual([]);
  });
});
