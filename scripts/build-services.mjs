// Compiles the gateway and each service into one JavaScript file with a source map
// (docs/runtime.md): workspace packages are bundled in, npm dependencies stay imports. Processes
// then start with `node --enable-source-maps <component>/dist/index.js`, no TypeScript at run time.
// The commands of a checkout (`npm start`'s launcher, seed, migrate, rollout: scripts/cli/) are
// compiled the same way into scripts/dist/. Plain JavaScript on purpose: it runs before anything
// is compiled.
/* global process, console */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** The repository: the nearest folder up with package-lock.json (this file is also bundled). */
function findRoot(dir) {
  while (!fs.existsSync(path.join(dir, 'package-lock.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('build-services: no package-lock.json above this file');
    dir = up;
  }
  return dir;
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const COMPONENTS = [
  'identity',
  'catalog',
  'registration',
  'payment',
  'notification',
  'export',
  'gateway',
];

/** The component's folder: `gateway` or `services/<name>`. */
export const componentDir = (name) => (name === 'gateway' ? 'gateway' : `services/${name}`);

/** What a process of the component runs: node's arguments after its own. */
export const componentEntry = (name) => path.join(ROOT, componentDir(name), 'dist/index.js');

const INPUTS = 'inputs.json';
/** the npm packages the bundle imports: all an image of the component needs beside it */
const EXTERNALS = 'externals.json';

/** Package names of the bundle's external imports (`pg`, `@aws-sdk/client-s3`; no `node:` ones). */
function externalPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const { path: spec, external } of output.imports ?? []) {
      if (!external || spec.startsWith('node:') || isBuiltin(spec)) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  return [...names].sort();
}

/** Workspace packages (`@portal/...`) are compiled in; every other bare import stays external. */
const externals = {
  name: 'npm-dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** True when the last build is newer than every file it was built from. */
function upToDate(dist, entries) {
  const listed = path.join(dist, INPUTS);
  if (!fs.existsSync(listed)) return false;
  if (Object.keys(entries).some((name) => !fs.existsSync(path.join(dist, `${name}.js`)))) return false;
  const builtAt = fs.statSync(listed).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(listed, 'utf8'));
  return inputs.every((file) => {
    const source = path.join(ROOT, file);
    return fs.existsSync(source) && fs.statSync(source).mtimeMs <= builtAt;
  });
}

/** What a component's bundle is built from: its entry, its timer thread, tracing. */
function componentEntries(name) {
  const src = path.join(ROOT, componentDir(name), 'src');
  // a service's timer thread (src/timers.ts, docs/replicas-and-schedulers.md) is a second entry
  const timers = path.join(src, 'timers.ts');
  return {
    index: path.join(src, 'index.ts'),
    ...(fs.existsSync(timers) ? { timers } : {}),
    // what `--import` loads first when traces are exported (docs/tracing.md)
    tracing: path.join(ROOT, 'packages/service-kit/src/tracing.ts'),
  };
}

const TOOLS_DIR = path.join(ROOT, 'scripts/cli');
/** The commands of a checkout, one bundle each (none in an image's build context). */
function toolEntries() {
  if (!fs.existsSync(TOOLS_DIR)) return {};
  const files = fs.readdirSync(TOOLS_DIR).filter((file) => file.endsWith('.ts'));
  return Object.fromEntries(files.map((file) => [file.slice(0, -3), path.join(TOOLS_DIR, file)]));
}

/** A compiled command of the checkout: `scripts/dist/<name>.js` (docs/runtime.md). */
export const toolEntry = (name) => path.join(ROOT, 'scripts/dist', `${name}.js`);

/**
 * Bundles `entries` into `dist` unless its last build is current. Files are written under a
 * temporary name and renamed, so a process starting meanwhile (parallel tests) reads a whole file,
 * old or new; the input list last, as its mtime marks the build as done.
 */
async function buildBundle(dist, entries, force) {
  if (!Object.keys(entries).length || (!force && upToDate(dist, entries))) return false;
  const result = await esbuild.build({
    entryPoints: entries,
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    outdir: dist,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [externals],
  });
  fs.mkdirSync(dist, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  const inputs = Object.keys(result.metafile.inputs);
  fs.writeFileSync(path.join(dist, INPUTS + suffix), JSON.stringify(inputs));
  fs.writeFileSync(path.join(dist, EXTERNALS + suffix), JSON.stringify(externalPackages(result.metafile)));
  for (const file of result.outputFiles) fs.writeFileSync(file.path + suffix, file.contents);
  // maps before their bundles, so a bundle never starts without its map
  const ordered = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  );
  for (const file of ordered) fs.renameSync(file.path + suffix, file.path);
  fs.renameSync(path.join(dist, EXTERNALS + suffix), path.join(dist, EXTERNALS));
  fs.renameSync(path.join(dist, INPUTS + suffix), path.join(dist, INPUTS));
  return true;
}

/**
 * Builds every component (and the checkout's commands) whose sources changed since its last build
 * (all with `force`); answers the names of what it built.
 */
export async function buildServices({ force = false } = {}) {
  const targets = [
    ...COMPONENTS.map((name) => [name, path.join(ROOT, componentDir(name), 'dist'), componentEntries(name)]),
    ['tools', path.join(ROOT, 'scripts/dist'), toolEntries()],
  ];
  const built = await Promise.all(targets.map(([, dist, entries]) => buildBundle(dist, entries, force)));
  return targets.filter((_, i) => built[i]).map(([name]) => name);
}

let built;
/** Builds what changed, once per process: what every launcher of a component awaits first. */
export function ensureBuilt() {
  built ??= buildServices();
  return built;
}

/**
 * Whether the OTEL_* variables ask for traces; the same test as tracingEnabled in
 * packages/service-kit/src/tracing.ts, which this file cannot import (docs/tracing.md).
 */
export function tracingWanted(env) {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER) return env.OTEL_TRACES_EXPORTER !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** `--import <dist>/tracing.js` before the bundle `entry` when traces are wanted, else nothing. */
export const tracingArgs = (entry, env) =>
  tracingWanted(env) ? ['--import', path.join(path.dirname(entry), 'tracing.js')] : [];

/** Node's arguments that run the compiled component, built first if its sources changed. */
export async function compiledArgs(name, env = process.env) {
  await ensureBuilt();
  return ['--enable-source-maps', ...tracingArgs(componentEntry(name), env), componentEntry(name)];
}

// by name: bundled into a command, import.meta.url is that command's file
if (path.basename(process.argv[1] ?? '') === 'build-services.mjs') {
  const built = await buildServices({ force: process.argv.includes('--force') });
  console.log(built.length ? `built ${built.join(', ')}` : 'services: up to date');
}
