// Comments cite the project's own docs (docs/*.md), never the spec files outside the repository.
/* global process, console */
/**
 * `node scripts/spec-citations.mjs` prints every source line that names a spec file kept outside
 * this repository (the public portal's or the back-office's spec, the design notes) or a path into
 * the `shared` folder beside it, as `path:line`, and exits 1 when there is one
 * (docs/code-sizes.md). Cite the `docs/` page that covers the subject instead. Scanned: the
 * source, script, SQL and config files of the repository; not `docs/`, READMEs, `node_modules`,
 * `dist`, dot entries (`.git`, run output), `test-results` and the drizzle `meta/` snapshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** built from parts, so this file does not name them itself */
const NAMES = ['public-portal', 'back-office', 'DESIGN']
  .map((name) => `${name}.md`)
  .concat(['..', 'shared/'].join('/'));
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh|sql|yaml|yml|json|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results']);

/** The 1-based numbers of the lines of `text` that name an outside spec file. */
export function citationLines(text) {
  const lines = [];
  text.split('\n').forEach((line, index) => {
    if (NAMES.some((name) => line.includes(name))) lines.push(index + 1);
  });
  return lines;
}

/** Every offending line of the repository under `root`, as `path:line`, sorted. */
export function findCitations(root = ROOT) {
  const found = [];
  const skip = (rel, entry) =>
    entry.name.startsWith('.') || (entry.isDirectory() && (SKIPPED_DIRS.has(entry.name) || rel === 'docs'));
  for (const { full, rel, name } of sourceFiles(root, ['.'], skip)) {
    if (!SOURCE.test(name) || /\/drizzle\/meta\//.test(`/${rel}`)) continue;
    for (const line of citationLines(fs.readFileSync(full, 'utf8'))) found.push(`${rel}:${line}`);
  }
  return found.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findCitations();
  for (const offender of found) console.log(offender);
  process.exit(found.length ? 1 : 0);
}
