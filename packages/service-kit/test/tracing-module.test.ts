import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isBuiltin } from 'node:module';
import { componentEntry, ensureBuilt } from '../../../scripts/build-services.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { chosenInstrumentations } from '../src/tracing';

const run = promisify(execFile);
/** the built module every image loads with `--import` (Dockerfile, docs/tracing.md) */
const tracingModule = () => path.join(path.dirname(componentEntry('registration')), 'tracing.js');
/** what a process sees after `--import`: whether the OpenTelemetry API got a global provider */
const PROBE = `console.log(String(globalThis[Symbol.for('opentelemetry.js.api.1')]?.trace !== undefined))`;

/** A node process with the module imported first and `env` without any OTEL_* of the test run. */
async function providerRegistered(env: Record<string, string>): Promise<boolean> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
  const { stdout } = await run(process.execPath, ['--import', tracingModule(), '-e', PROBE], {
    env: { ...clean, ...env },
    timeout: 60_000,
  });
  return stdout.trim() === 'true';
}

/**
 * tracing.js is in every image's command, so it must cost nothing while traces are off: no
 * OpenTelemetry package loaded, no provider registered; one variable turns it on.
 */
describe('the tracing module loaded with --import', () => {
  beforeAll(() => ensureBuilt(), 120_000);

  it('when no OTEL_* variable asks for export then it imports nothing but node built-ins and starts nothing', async () => {
    const source = fs.readFileSync(tracingModule(), 'utf8');
    const staticImports = [...source.matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']/gm)].map((m) => m[1]!);
    expect(staticImports).toContain('node:worker_threads');
    expect(staticImports.filter((name) => !isBuiltin(name))).toEqual([]);
    expect(await providerRegistered({})).toBe(false);
    expect(await providerRegistered({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
  });

  it('when OTEL_EXPORTER_OTLP_ENDPOINT is set then the provider is registered', async () => {
    expect(await providerRegistered({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBe(true);
  });
});

describe('the instrumentations a process registers', () => {
  it('when nothing is set then services get undici, pg and amqplib and the gateway none', () => {
    expect(chosenInstrumentations({}, 'registration')).toEqual(['undici', 'pg', 'amqplib']);
    expect(chosenInstrumentations({}, 'gateway')).toEqual([]);
  });

  it('when OTEL_NODE_ENABLED_INSTRUMENTATIONS and _DISABLED_ are set then the first replaces the default and the second removes from it', () => {
    const env = { OTEL_NODE_ENABLED_INSTRUMENTATIONS: 'http, ioredis,express,unknown' };
    expect(chosenInstrumentations(env, 'registration')).toEqual(['http', 'express', 'ioredis']);
    expect(
      chosenInstrumentations({ ...env, OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'express' }, 'gateway'),
    ).toEqual(['http', 'ioredis']);
    expect(chosenInstrumentations({ OTEL_NODE_DISABLED_INSTRUMENTATIONS: 'pg' }, 'notification')).toEqual([
      'undici',
      'amqplib',
    ]);
  });
});
