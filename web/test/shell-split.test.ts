import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { registerAdminTexts } from '../src/admin/common/adminTexts';
import { LANGUAGES } from '../src/i18n/languages';
import { applyMomentLocale } from '../src/i18n/momentLocale';
import { registerLegalTexts } from '../src/pages/legalTexts';

/**
 * The first load of a public page stays under its gzip budget (docs/web-app.md, scripts/first-load-size.mjs)
 * because texts and libraries that only lazy pages need are not reachable from src/main.tsx through
 * static imports; each lazy page reaches what it needs itself.
 */
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, code]) => [path.replace(/^\.\.\/src\//, ''), code]),
);
const read = (file: string): string => {
  const code = SOURCES[file];
  if (code === undefined) throw new Error(`no source ${file}`);
  return code;
};

/** `a/b/../c/./d` → `a/c/d`. */
const normalize = (path: string): string =>
  path
    .split('/')
    .reduce<string[]>((parts, part) => {
      if (part === '..') parts.pop();
      else if (part !== '.' && part !== '') parts.push(part);
      return parts;
    }, [])
    .join('/');

const resolveLocal = (from: string, specifier: string): string => {
  // a module outside web/src (the contracts' plain data, imported by path) counts like a package
  const ups = specifier.split('/').filter((part) => part === '..').length;
  if (ups > from.split('/').length - 1) return specifier;
  const base = normalize(`${from.split('/').slice(0, -1).join('/')}/${specifier}`);
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((path) => path in SOURCES);
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
};

/** Static imports that stay in the build (`import type` is erased); packages by name. */
const staticImports = (file: string): string[] =>
  [...read(file).matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    ([, specifier = '']) => (specifier.startsWith('.') ? resolveLocal(file, specifier) : specifier),
  );

/** Everything a module pulls in statically, itself included. */
const reachable = (start: string): Set<string> => {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.tsx?$/.test(file)) queue.push(...staticImports(file));
  }
  return seen;
};

/** The modules of `lazy(() => import('./x'))` in a route table. */
const lazyPages = (routes: string): string[] =>
  [...read(routes).matchAll(/lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g)].map(
    ([, specifier = '']) => resolveLocal(routes, specifier),
  );

const LAZY_ONLY = [
  'moment',
  // the contracts' root brings every zod schema (about 33 kB gzip): the shell takes values from
  // the zod-free subpaths (`@portal/contracts/guest-proof`, `/vienna-time`, ...)
  '@portal/contracts',
  'zod',
  // the shell's texts: one chunk per language (i18n/shell/<language>.ts), loaded by i18n/shellTexts.ts
  'i18n/de.ts',
  'i18n/en.ts',
  'i18n/messages.de.ts',
  'i18n/messages.en.ts',
  'i18n/momentLocale.ts',
  'i18n/legal.de.ts',
  'i18n/legal.en.ts',
  'pages/legalTexts.ts',
  'i18n/admin.de.ts',
  'i18n/admin.en.ts',
  'admin/common/adminTexts.ts',
];

describe('shell split', () => {
  const shell = reachable('main.tsx');

  it('keeps moment and the texts of lazy pages out of the shell', () => {
    expect(shell.has('routes/AppRoutes.tsx')).toBe(true);
    expect(LAZY_ONLY.filter((module) => shell.has(module))).toEqual([]);
  });

  it('has a chunk of shell texts for every language, each with only its own language', () => {
    for (const language of LANGUAGES) {
      const chunk = reachable(`i18n/shell/${language}.ts`);
      expect(chunk.has(`i18n/messages.${language}.ts`), language).toBe(true);
      const others = LANGUAGES.filter((other) => other !== language);
      for (const other of others) {
        expect(chunk.has(`i18n/${other}.ts`), `${language} has ${other}`).toBe(false);
        expect(chunk.has(`i18n/messages.${other}.ts`), `${language} has ${other}`).toBe(false);
      }
    }
  });

  it('loads the legal texts with the legal and changelog pages', () => {
    const pages = lazyPages('routes/AppRoutes.tsx');
    const legal = pages.filter((page) => /(Impressum|Datenschutz|Conditions|Changelog)Page\.tsx$/.test(page));
    expect(legal).toHaveLength(4);
    for (const page of legal) expect(reachable(page).has('pages/legalTexts.ts'), page).toBe(true);
  });

  it('loads the admin texts with every admin page', () => {
    const pages = lazyPages('admin/AdminRoutes.tsx');
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(reachable(page).has('admin/common/adminTexts.ts'), page).toBe(true);
  });

  it('sets the locale wherever moment formats with locale-dependent tokens', () => {
    const users = [...reachableFromAllPages()].filter(
      (file) =>
        /\.tsx?$/.test(file) && file !== 'i18n/momentLocale.ts' && staticImports(file).includes('moment'),
    );
    expect(users).toContain('admin/common/pickerValues.ts');
    for (const file of users) {
      if (reachable(file).has('i18n/momentLocale.ts')) continue;
      // without the locale module only numeric patterns are safe: they read the same in every locale
      const code = read(file);
      const formats = [...code.matchAll(/\.format\(([^)]*)\)/g)].map(([, argument = '']) => argument.trim());
      for (const argument of formats) expect(argument, file).toMatch(/^'[YMDHms.:\- T]+'$/);
    }
  });
});

/** Every module the app can load: the shell and every lazy page. */
function reachableFromAllPages(): Set<string> {
  const all = reachable('main.tsx');
  for (const routes of ['routes/AppRoutes.tsx', 'admin/AdminRoutes.tsx', 'account/AccountRoutes.tsx'])
    for (const page of lazyPages(routes)) for (const file of reachable(page)) all.add(file);
  return all;
}

describe('lazy text and locale registration', () => {
  const registrations = (register: (instance: never) => void) => {
    const calls: [string, string, unknown, boolean, boolean][] = [];
    register({
      addResourceBundle: (...args: [string, string, unknown, boolean, boolean]) => {
        calls.push(args);
      },
    } as never);
    return calls.map(([language, ns, , deep, overwrite]) => [language, ns, deep, overwrite]);
  };

  it.each([
    ['legal', registerLegalTexts],
    ['admin', registerAdminTexts],
  ])('merges the %s texts of both languages into the translation namespace', (_name, register) => {
    expect(registrations(register)).toEqual([
      ['de', 'translation', true, false],
      ['en', 'translation', true, false],
    ]);
  });

  it('sets moment to de-at for German and en-gb for English', () => {
    expect(applyMomentLocale('en')).toBe('en-gb');
    expect(moment().locale()).toBe('en-gb');
    expect(applyMomentLocale('de')).toBe('de-at');
    expect(applyMomentLocale(undefined)).toBe('de-at');
  });
});
