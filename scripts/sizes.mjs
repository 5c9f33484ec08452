#!/usr/bin/env node
/* global process, console */
/**
 * Size rules of the code (docs/code-sizes.md): no web component over 200 lines, no source file
 * over 400. Files and components that were over the limits when the rule came are listed in
 * scripts/sizes-baseline.json with their size then: they may shrink, never grow, and a new file
 * or component must keep the limits. `node scripts/sizes.mjs` fails on a breach;
 * `--report` prints every file and component over a limit; `--baseline` rewrites the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = path.join(ROOT, 'scripts/sizes-baseline.json');
export const LIMITS = { component: 200, file: 400 };
const SOURCE_DIRS = ['web/src', 'gateway/src', 'packages', 'services', 'scripts'];
/** texts, data tables and generated files are exempt (the rule is about code a person reads) */
const EXEMPT = [
  /\/i18n\//,
  /Texts?\.tsx?$/,
  /texts?\.ts$/,
  /\/drizzle\//,
  /\.d\.ts$/,
  /\/(test|dist|node_modules)\//,
];

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

/** Top-level React components of a .tsx file (a capitalised function or arrow function), with their lines. */
export function componentsOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (name, node) => {
    if (/^[A-Z]/.test(name))
      found.push({ name, lines: lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1 });
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const fn = init && (ts.isCallExpression(init) ? init.arguments[0] : init); // memo(...), forwardRef(...)
        if (
          ts.isIdentifier(declaration.name) &&
          fn &&
          (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))
        )
          add(declaration.name.text, declaration);
      }
  }
  return found;
}

/** Every file and component over its limit, as `{ key, lines, limit }` (key: path, or path#Component). */
export function measure(root = ROOT) {
  const over = [];
  const exempt = (rel) => EXEMPT.some((pattern) => pattern.test(`/${rel}`));
  for (const { full, rel, name } of sourceFiles(root, SOURCE_DIRS, exempt)) {
    if (!/\.(ts|tsx|mjs)$/.test(name)) continue;
    const text = fs.readFileSync(full, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > LIMITS.file) over.push({ key: rel, lines, limit: LIMITS.file });
    if (rel.startsWith('web/src/') && name.endsWith('.tsx'))
      for (const component of componentsOf(full, text))
        if (component.lines > LIMITS.component)
          over.push({ key: `${rel}#${component.name}`, lines: component.lines, limit: LIMITS.component });
  }
  return over.sort((a, b) => a.key.localeCompare(b.key));
}

/** The breaches: over a limit and not in the baseline, or grown past its size in the baseline. */
export function breaches(over, baseline) {
  return over.filter(({ key, lines }) => baseline[key] === undefined || lines > baseline[key]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = measure();
  if (process.argv.includes('--baseline')) {
    fs.writeFileSync(
      BASELINE,
      JSON.stringify(Object.fromEntries(over.map((o) => [o.key, o.lines])), null, 2) + '\n',
    );
    console.log(`sizes: ${over.length} files and components over the limits written to the baseline`);
  } else {
    const baseline = JSON.parse(fs.readFileSync(BASELINE, 'utf8'));
    if (process.argv.includes('--report'))
      for (const { key, lines, limit } of over)
        console.log(`${String(lines).padStart(5)} / ${limit}  ${key}`);
    const wrong = breaches(over, baseline);
    for (const { key, lines, limit } of wrong)
      console.error(
        `sizes: ${key} has ${lines} lines (limit ${limit}${baseline[key] ? `, was ${baseline[key]}` : ''})`,
      );
    const shrunk = Object.keys(baseline).filter((key) => !over.some((o) => o.key === key)).length;
    console.log(
      `sizes: ${over.length} over the limits (${shrunk} listed ones now within), ${wrong.length} breaches`,
    );
    process.exit(wrong.length ? 1 : 0);
  }
}
