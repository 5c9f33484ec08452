import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVICE_NAMES, SERVICES } from '@portal/contracts';
import { HEALTH_PATHS } from '@portal/service-kit';
import { describe, expect, it } from 'vitest';
import { loadAs } from './production';
import {
  COMPONENTS,
  REPO_ROOT,
  parseYamlDocuments,
  portOf,
  PAYMENT_SECRET_ENV,
  requiredEnv,
  upstreamUrlVariable,
  type Component,
} from './support';

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string> | string[] };
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | { published?: string | number; target?: number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  read_only?: boolean;
  tmpfs?: string | string[];
  cap_drop?: string[];
  profiles?: string[];
}

interface ComposeFile {
  services?: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const composeProblems: string[] = [];
const compose = (parseYamlDocuments(join(REPO_ROOT, 'docker-compose.yml'), composeProblems, true)[0] ??
  {}) as ComposeFile;
const composeServices = compose.services ?? {};

const entryOf = (component: Component): string =>
  component === 'gateway' ? 'gateway/src/index.ts' : `services/${component}/src/index.ts`;
/** what the image runs: the bundle scripts/build-services.mjs makes of the entry */
const distOf = (component: Component): string =>
  entryOf(component).replace('/src/index.ts', '/dist/index.js');

function environment(service: ComposeService | undefined): Record<string, string> {
  const env = service?.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

function buildArgs(service: ComposeService): Record<string, string> {
  if (typeof service.build !== 'object' || !service.build.args) return {};
  const args = service.build.args;
  if (!Array.isArray(args)) return args;
  return Object.fromEntries(args.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
}

function dependencies(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, value]) => [name, value.condition ?? 'service_started']),
  );
}

const healthcheckCommand = (service: ComposeService | undefined): string => {
  const test = service?.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

/** Compose variable interpolation with the defaults written in the file (`${NAME:-default}`). */
/**
 * What compose makes of a value: `${NAME:-default}` and `${NAME}` take `values[NAME]` or the
 * default, `${NAME:?message}` takes `values[NAME]` (compose refuses to start without it).
 */
const interpolate = (value: string, values: Record<string, string> = {}): string =>
  value.replace(
    /\$\{([A-Z_]+)(?::?([-?])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, rest: string | undefined) =>
      values[name] ?? (kind === '-' ? (rest ?? '') : ''),
  );
const interpolateDefaults = (value: string) => interpolate(value);
/** the variables compose refuses to start without */
const required = (value: string): string[] =>
  [...value.matchAll(/\$\{([A-Z_]+):\?[^}]*\}/g)].map((m) => m[1]!);
/** what an operator sets (.env) */
const OPERATOR_VALUES = {
  POSTGRES_PASSWORD: 'r3al-database-password',
  RABBITMQ_PASSWORD: 'r3al-broker-password',
  SMTP_URL: 'smtp://mailer:r3al-password@smtp.example.com:587',
  SANDBOX_WEBHOOK_SECRET: 'a-random-value-of-at-least-32-characters',
  FAIR_QUEUE_SECRET: 'another-random-value-of-32-characters-or-more',
};

describe('docker-compose.yml', () => {
  it('parses without errors', () => {
    expect(composeProblems).toEqual([]);
    expect(Object.keys(composeServices).length).toBeGreaterThan(COMPONENTS.length);
  });

  describe.each(COMPONENTS.map((c) => [c]))('%s', (component) => {
    const service = composeServices[component];

    it('is built from the one Dockerfile with the matching SERVICE argument', () => {
      expect(service, `a compose service named ${component}`).toBeDefined();
      const built = Object.entries(composeServices).filter(([, s]) => buildArgs(s).SERVICE === component);
      expect(built.map(([name]) => name)).toEqual([component]);
      const build = service?.build;
      expect(typeof build).toBe('object');
      if (typeof build !== 'object') return;
      expect(resolve(REPO_ROOT, build.context ?? '.')).toBe(REPO_ROOT);
      expect(build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    });

    it('has a readiness healthcheck and waits for healthy infrastructure', () => {
      expect(service?.healthcheck?.disable ?? false).toBe(false);
      expect(healthcheckCommand(service)).toContain(HEALTH_PATHS.readiness);
      const needs = component === 'gateway' ? ['redis', ...SERVICE_NAMES] : ['postgres', 'redis', 'rabbitmq'];
      const dependsOn = dependencies(service ?? {});
      for (const name of needs) expect(dependsOn[name], `depends_on ${name}`).toBe('service_healthy');
    });

    it('gets every variable it needs, PORT set to its port', () => {
      const env = environment(service);
      expect(requiredEnv(component, 'compose').filter((name) => !(name in env))).toEqual([]);
      expect(env.PORT).toBe(String(portOf(component)));
      // traces: off unless the operator's environment names a collector (docs/tracing.md)
      expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('${OTEL_EXPORTER_OTLP_ENDPOINT:-}');
      // one trace in ten recorded, as in Kubernetes
      expect(env.OTEL_TRACES_SAMPLER).toBe('${OTEL_TRACES_SAMPLER:-parentbased_traceidratio}');
      expect(env.OTEL_TRACES_SAMPLER_ARG).toBe('${OTEL_TRACES_SAMPLER_ARG:-0.1}');
    });

    it('runs hardened like in Kubernetes: read-only root filesystem, writable /tmp, no capabilities', () => {
      expect(service?.read_only).toBe(true);
      expect([service?.tmpfs ?? []].flat()).toContain('/tmp');
      expect(service?.cap_drop).toContain('ALL');
    });
  });

  it('connects only to hosts that are services of the file', () => {
    const names = Object.keys(composeServices);
    for (const [serviceName, service] of Object.entries(composeServices)) {
      for (const [variable, raw] of Object.entries(environment(service))) {
        const value = interpolateDefaults(raw);
        if (!/^[a-z][a-z0-9+.-]*:\/\//.test(value) || variable === 'PUBLIC_BASE_URL') continue;
        expect(names, `${serviceName} ${variable}=${value}`).toContain(new URL(value).hostname);
      }
    }
  });

  it('gives payment no working default secret, and the sandbox only behind the demo switch', () => {
    const env = environment(composeServices.payment);
    for (const name of PAYMENT_SECRET_ENV) {
      expect(env[name], name).toMatch(new RegExp(`^\\$\\{${name}(:-)?\\}$`));
      expect(interpolateDefaults(env[name] ?? ''), name).toBe('');
    }
    expect(env.NODE_ENV).toBe('production');
    expect(env.PAYMENT_SANDBOX_DEMO).toBeDefined();
  });

  it('points the gateway at every service by name and port', () => {
    const env = environment(composeServices.gateway);
    for (const service of SERVICE_NAMES) {
      expect(env[upstreamUrlVariable(service)]).toBe(`http://${service}:${SERVICES[service]}`);
    }
    expect(env.JWKS_URL).toBe(`http://identity:${SERVICES.identity}/api/.well-known/jwks.json`);
  });

  it('publishes the gateway on 8080', () => {
    const ports = (composeServices.gateway?.ports ?? []).map((p) =>
      typeof p === 'string' ? p : `${p.published}:${p.target}`,
    );
    expect(ports).toContain(`8080:${portOf('gateway')}`);
  });

  it('runs PostgreSQL 16, Redis 7, RabbitMQ with management and Mailpit, health-checked', () => {
    expect(composeServices.postgres?.image).toBe('postgres:16');
    expect(healthcheckCommand(composeServices.postgres)).toContain('pg_isready');
    expect(composeServices.redis?.image).toBe('redis:7');
    expect(composeServices.rabbitmq?.image).toBe('rabbitmq:3-management');
    expect(healthcheckCommand(composeServices.rabbitmq)).toContain('rabbitmq-diagnostics -q ping');
    // Mailpit only in the demo profile: the portal mails through the relay set in SMTP_URL
    expect(composeServices.mailcatcher?.image).toMatch(/^axllent\/mailpit/);
    expect(composeServices.mailcatcher?.profiles).toEqual(['demo']);
  });

  it('has no default for a secret: compose names each one missing, and with them set every component passes the production check', () => {
    const needed = new Set<string>();
    for (const service of Object.values(composeServices))
      for (const raw of Object.values(environment(service)))
        required(raw).forEach((name) => needed.add(name));
    expect([...needed].sort()).toEqual([
      'FAIR_QUEUE_SECRET',
      'POSTGRES_PASSWORD',
      'RABBITMQ_PASSWORD',
      'SMTP_URL',
    ]);
    for (const component of COMPONENTS) {
      const raw = environment(composeServices[component]);
      const env = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, interpolate(v, OPERATOR_VALUES)]),
      );
      expect(() => loadAs(component, env), component).not.toThrow();
    }
  });

  it('waits for health only on services that have a healthcheck', () => {
    for (const [name, service] of Object.entries(composeServices)) {
      for (const [dependency, condition] of Object.entries(dependencies(service))) {
        expect(composeServices[dependency], `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') {
          expect(healthcheckCommand(composeServices[dependency]), `${dependency} healthcheck`).not.toBe('');
        }
      }
    }
  });

  it('keeps PostgreSQL data on a declared named volume and catalog uploads in the shared store', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const namedVolume = (service: ComposeService | undefined, target: string | undefined) =>
      (service?.volumes ?? [])
        .map((v) => (typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v))
        .find((v) => v.target === target)?.source;
    const postgresVolume = namedVolume(composeServices.postgres, '/var/lib/postgresql/data');
    expect(declared).toContain(postgresVolume);
    // any replica answers for any upload: nothing of it on a container's own volume
    expect(environment(composeServices.catalog).FILE_STORE).toBe('postgres');
    expect(composeServices.catalog?.volumes ?? []).toEqual([]);
  });
});

interface DockerStage {
  from: string;
  name?: string;
  instructions: { keyword: string; args: string }[];
}

/** Reads a Dockerfile into stages of instructions (continuations joined, heredoc bodies skipped). */
function parseDockerfile(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  const lines = text.split('\n');
  let heredoc: string | null = null;
  let pending = '';
  for (const line of lines) {
    if (heredoc !== null) {
      if (line.trim() === heredoc) heredoc = null;
      continue;
    }
    if (pending === '' && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.trim().startsWith('#')) continue; // comment inside a continued instruction
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const instruction = `${pending}${line}`.trim();
    pending = '';
    heredoc = /<<-?'?"?(\w+)'?"?\s*$/.exec(instruction)?.[1] ?? null;
    const [keyword = '', ...rest] = instruction.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const match = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: match?.[1] ?? '', name: match?.[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

describe('Dockerfile', () => {
  const text = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const stages = parseDockerfile(text);
  const stage = (name: string) => stages.find((s) => s.name === name);
  const instruction = (s: DockerStage | undefined, keyword: string) =>
    s?.instructions.filter((i) => i.keyword === keyword).map((i) => i.args) ?? [];

  it('ends in the stage that the SERVICE build argument selects, one per component', () => {
    expect(/^ARG SERVICE\b/m.test(text)).toBe(true);
    expect(stages.at(-1)?.from).toBe('svc-${SERVICE}');
    const selectable = stages.map((s) => s.name).filter((name) => name?.startsWith('svc-'));
    expect(selectable.sort()).toEqual(COMPONENTS.map((c) => `svc-${c}`).sort());
  });

  it('builds on the local Node 24 base of the pinned version, with the type check in the build', () => {
    // the Node of the images (docs/container-images.md)
    const pinned = readFileSync(join(REPO_ROOT, 'scripts/images/node-version'), 'utf8').trim();
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(text).toMatch(new RegExp(`^ARG NODE_IMAGE=localhost/portal-node:${pinned}$`, 'm'));
    expect(text).toMatch(new RegExp(`^ARG BUILD_IMAGE=localhost/portal-node-build:${pinned}$`, 'm'));
    expect(stage('runtime')?.from).toBe('${NODE_IMAGE}');
    // the compose file's default is the same base
    for (const component of COMPONENTS) {
      const args = buildArgs(composeServices[component]!);
      expect(args.NODE_IMAGE, component).toContain(`localhost/portal-node:${pinned}}`);
      expect(args.BUILD_IMAGE, component).toContain(`localhost/portal-node-build:${pinned}}`);
    }
    expect(instruction(stage('build'), 'RUN').join('\n')).toContain('tsc -p tsconfig.json --noEmit');
  });

  it.each(COMPONENTS.map((c) => [c]))('svc-%s: exposes its port and runs its compiled entry', (component) => {
    const s = stage(`svc-${component}`);
    const port = String(portOf(component));
    expect(instruction(s, 'EXPOSE')).toEqual([port]);
    expect(instruction(s, 'ENV').join(' ')).toMatch(new RegExp(`(^|\\s)PORT=${port}(\\s|$)`));
    const cmd = instruction(s, 'CMD');
    expect(cmd).toHaveLength(1);
    // tracing.js first, from the same dist folder (docs/tracing.md): one variable turns traces on
    expect(JSON.parse(cmd[0] ?? '[]')).toEqual([
      'node',
      '--enable-source-maps',
      '--import',
      `./${distOf(component).replace('index.js', 'tracing.js')}`,
      distOf(component),
    ]);
    expect(existsSync(join(REPO_ROOT, entryOf(component))), entryOf(component)).toBe(true);
    expect(instruction(s, 'COPY')).toEqual([`--from=files /out/${component} /app`]);
    // the files stage gathers each component's bundle and exactly its packages
    const files = instruction(stage('files'), 'RUN').join('\n');
    expect(files).toContain('runtime-modules.mjs /app "$dir" "/out/$component"');
    expect(files).toContain(distOf(component).split('/dist/')[0]);
  });

  it('copies the web build into the gateway image only, at WEB_DIST', () => {
    const files = instruction(stage('files'), 'RUN').join('\n');
    expect(files).toMatch(/cp -r --parents web\/dist \/out\/gateway\/$/);
    expect(files.match(/web\/dist/g)).toHaveLength(1);
    const webDist = /WEB_DIST=(\S+)/.exec(instruction(stage('svc-gateway'), 'ENV').join(' '))?.[1];
    expect(webDist).toBe('/app/web/dist');
    expect(environment(composeServices.gateway).WEB_DIST).toBe(webDist);
  });

  it('runs as a numeric non-root user, stops on SIGTERM, health-checks /healthz', () => {
    const runtime = stage('runtime');
    const [user] = instruction(runtime, 'USER');
    expect(user).toMatch(/^[0-9]+(:[0-9]+)?$/);
    expect(Number(user?.split(':')[0])).toBeGreaterThan(0);
    expect(instruction(runtime, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    const [healthcheck] = instruction(runtime, 'HEALTHCHECK');
    expect(healthcheck).toContain(HEALTH_PATHS.liveness);
    expect(healthcheck).toContain('fetch(');
    for (const component of COMPONENTS) {
      expect(stage(`svc-${component}`)?.from, component).toBe('runtime');
      expect(instruction(stage(`svc-${component}`), 'USER'), component).toEqual([]);
    }
  });
});
