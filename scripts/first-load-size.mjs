#!/usr/bin/env node
// Gzip size of the JavaScript a browser loads first for one public page of the web build.
//
//   npm run build -w web && node scripts/first-load-size.mjs [--dist web/dist] [--page DashboardPage] [--language de]
//     [--budget 250] [--json]
//
// Counts the module scripts and modulepreload links of dist/index.html, every chunk they import
// statically (followed transitively through `import … from "./x.js"` and `import "./x.js"`), and
// the shell's texts of one language (`--language de|en`, default de: the chunks route-preload lists under
// `lang:<language>`; main.tsx waits for them before the first render) and
// the chunk of the page the route renders (`--page NAME` picks `assets/NAME-<hash>.js` with its own
// static imports; `--page none` counts the shell and its texts alone). Dynamic `import()` chunks are left out:
// they load later. Sizes are gzip at zlib's default level in kB of 1000 bytes, the same figures as
// the gzip column of `vite build`. With `--budget KB` the exit code is 1 when the first load is larger.
import console from 'node:console';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? args[at + 1] : fallback;
};
const dist = resolve(root, option('--dist', 'web/dist'));
const page = option('--page', 'DashboardPage');
const language = option('--language', 'de');
const budget = option('--budget', undefined);
const asJson = args.includes('--json');

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
const htmlEntries = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
  const src = attr(tag, 'src');
  if (src && /\btype\s*=\s*["']module["']/.test(tag)) htmlEntries.push(src);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
  const href = attr(tag, 'href');
  if (href && attr(tag, 'rel') === 'modulepreload') htmlEntries.push(href);
}
if (htmlEntries.length === 0) throw new Error(`${join(dist, 'index.html')} loads no module script`);

/** Paths relative to dist, posix style (`assets/index-abc.js`). */
const fromHtml = (href) => posix.normalize(href.replace(/^\.?\//, ''));
// static imports in minified ES output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{][^"'`;]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const staticImports = (file) => {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => posix.normalize(posix.join(posix.dirname(file), m[1])));
};

const closure = (starts) => {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
};

const shell = closure(htmlEntries.map(fromHtml));
// the shell's texts of the language, as route-preload preloads them
const preloadScript = readdirSync(join(dist, 'assets')).find((f) => /^route-preload-[\w-]+\.js$/.test(f));
const preloadMap = preloadScript
  ? JSON.parse(
      /var m=(\{.*?\});/.exec(readFileSync(join(dist, 'assets', preloadScript), 'utf8'))?.[1] ?? '{}',
    )
  : {};
const texts = closure(preloadMap[`lang:${language}`] ?? []);
let files = new Set([...shell, ...texts]);
if (page !== 'none') {
  const pageFile = readdirSync(join(dist, 'assets')).find((f) =>
    new RegExp(`^${page}-[\\w-]+\\.js$`).test(f),
  );
  if (!pageFile) throw new Error(`no chunk assets/${page}-<hash>.js in ${dist}`);
  files = new Set([...files, ...closure([`assets/${pageFile}`])]);
}

const rows = [...files].map((file) => {
  const raw = readFileSync(join(dist, file));
  const part = shell.has(file) ? 'shell' : texts.has(file) ? 'texts' : 'page';
  return { file, shell: shell.has(file), part, raw: raw.length, gzip: gzipSync(raw).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const shellTotal = rows.filter((r) => r.shell).reduce((sum, r) => sum + r.gzip, 0);

if (asJson) {
  console.log(
    JSON.stringify(
      { dist: relative(root, dist), page, totalGzipKb: Number(kb(total)), files: rows },
      null,
      2,
    ),
  );
} else {
  for (const r of rows) {
    console.log(
      `${kb(r.gzip).padStart(7)} kB gzip ${kb(r.raw).padStart(8)} kB raw  ${r.file}${r.shell ? '' : `  (${r.part})`}`,
    );
  }
  console.log(`${kb(shellTotal).padStart(7)} kB gzip  shell (entry and its static imports)`);
  console.log(`${kb(total).padStart(7)} kB gzip  first load${page === 'none' ? '' : ` with ${page}`}`);
}
if (budget !== undefined && total / 1000 > Number(budget)) {
  console.error(`first load ${kb(total)} kB gzip is over the budget of ${budget} kB`);
  process.exitCode = 1;
}
