// Compiles the gateway and each service into one JavaScript file with a source map
// (docs/runtime.md): workspace packages are bundled in, npm dependencies stay imports. Processes
// then start with `node --enable-source-maps <component>/dist/index.js`, no TypeScript at run time.
// Plain JavaScript on purpose: it runs before anything is compiled.
/* global process, console */
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
function upToDate(dist) {
  const listed = path.join(dist, INPUTS);
  if (!fs.existsSync(listed) || !fs.existsSync(path.join(dist, 'index.js'))) return false;
  const builtAt = fs.statSync(path.join(dist, 'index.js')).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(listed, 'utf8'));
  return inputs.every((file) => {
    const source = path.join(ROOT, file);
    return fs.existsSync(source) && fs.statSync(source).mtimeMs <= builtAt;
  });
}

/**
 * Builds one component unless its last build is current. Files are written under a temporary name
 * and renamed, so a process starting meanwhile (parallel tests) reads a whole file, old or new.
 */
async function buildComponent(name, force) {
  const dist = path.join(ROOT, componentDir(name), 'dist');
  if (!force && upToDate(dist)) return false;
  // a service's timer thread (src/timers.ts, docs/replicas-and-schedulers.md) is a second entry
  const timers = path.join(ROOT, componentDir(name), 'src/timers.ts');
  const result = await esbuild.build({
    entryPoints: {
      index: path.join(ROOT, componentDir(name), 'src/index.ts'),
      ...(fs.existsSync(timers) ? { timers } : {}),
      // what `--import` loads first when traces are exported (docs/tracing.md)
      tracing: path.join(ROOT, 'packages/service-kit/src/tracing.ts'),
    },
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
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
  // the map and the input list first: index.js's mtime marks the build as done
  fs.renameSync(path.join(dist, INPUTS + suffix), path.join(dist, INPUTS));
  fs.renameSync(path.join(dist, EXTERNALS + suffix), path.join(dist, EXTERNALS));
  for (const file of result.outputFiles.filter((f) => !f.path.endsWith('index.js')))
    fs.renameSync(file.path + suffix, file.path);
  fs.renameSync(path.join(dist, 'index.js' + suffix), path.join(dist, 'index.js'));
  return true;
}

/** Builds every component whose sources changed since its last build (all with `force`). */
export async function buildServices({ force = false } = {}) {
  const built = await Promise.all(COMPONENTS.map((name) => buildComponent(name, force)));
  return COMPONENTS.filter((_, i) => built[i]);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await buildServices({ force: process.argv.includes('--force') });
  console.log(built.length ? `built ${built.join(', ')}` : 'services: up to date');
}
