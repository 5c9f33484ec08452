import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES } from '@portal/contracts';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(K8S_DIR, '..');
export const BASE_DIR = join(K8S_DIR, 'base');
export const COMPONENTS_DIR = join(K8S_DIR, 'components');
export const NAMESPACE = 'competition-portal';

/** The six services plus the gateway, each with the port its container listens on. */
export const COMPONENTS = [...SERVICE_NAMES, 'gateway'] as const;
export type Component = (typeof COMPONENTS)[number];
export const portOf = (component: Component): number =>
  component === 'gateway' ? GATEWAY_PORT : SERVICES[component];

/** Environment every service reads (packages/service-kit/src/config.ts). */
const SERVICE_ENV = [
  'NODE_ENV',
  'LOG_LEVEL',
  'PORT',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'AMQP_URL',
  'EVENT_EXCHANGE',
  'QUEUE_PREFIX',
  'REDIS_URL',
  'REDIS_PREFIX',
  'JWKS_URL',
  'CONSUMER_MAX_ATTEMPTS',
  'CONSUMER_RETRY_BASE_MS',
  'SHUTDOWN_TIMEOUT_MS',
  'TRUST_PROXY',
];

/** The gateway's `<SERVICE>_URL` variable of each service, e.g. CATALOG_URL. */
export const upstreamUrlVariable = (service: string): string => `${service.toUpperCase()}_URL`;

const GATEWAY_ENV = [
  'NODE_ENV',
  'LOG_LEVEL',
  'PORT',
  ...SERVICE_NAMES.map(upstreamUrlVariable),
  'WEB_DIST',
  'REDIS_URL',
  'REDIS_PREFIX',
  'JWKS_URL',
  'RATE_LIMIT_POINTS',
  'RATE_LIMIT_GUEST_POINTS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'TRUST_PROXY',
  'METRICS_PORT',
];

const EXTRA_ENV: Partial<Record<Component, string[]>> = {
  payment: [
    'PAYMENT_PROVIDER',
    'PAYMENT_SANDBOX_DEMO',
    'SANDBOX_WEBHOOK_SECRET',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'PUBLIC_BASE_URL',
    'SANDBOX_CALLBACK_URL',
  ],
  notification: ['SMTP_URL', 'MAIL_FROM', 'PUBLIC_BASE_URL'],
  registration: ['FAIR_QUEUE_SECRET', 'PUBLIC_BASE_URL'],
};

/**
 * Where catalog keeps uploads: the shared file store every replica reads (FILE_STORE,
 * docs/file-store.md), in Kubernetes and in docker-compose alike.
 */
const UPLOADS_ENV = { kubernetes: ['FILE_STORE'], compose: ['FILE_STORE'] } as const;

/** The shutdown sequence the manifests time (preStop, grace period) needs its unready pause set. */
const KUBERNETES_ENV = ['SHUTDOWN_UNREADY_MS'];
/**
 * the collector's address, empty (traces off) unless an operator sets it, and the sampling: one
 * trace in ten (docs/tracing.md#sampling)
 */
export const TRACING_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG'];

/** Variables a component must find in its environment. */
export function requiredEnv(component: Component, target: 'kubernetes' | 'compose'): string[] {
  const own =
    component === 'gateway'
      ? GATEWAY_ENV
      : [
          ...SERVICE_ENV,
          ...(EXTRA_ENV[component] ?? []),
          ...(component === 'catalog' ? UPLOADS_ENV[target] : []),
        ];
  return target === 'kubernetes' ? [...own, ...TRACING_ENV, ...KUBERNETES_ENV] : [...own, ...TRACING_ENV];
}

/** Variables that carry credentials: in Kubernetes they must come from a Secret. */
export const SECRET_ENV = [
  'DATABASE_URL',
  'AMQP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SANDBOX_WEBHOOK_SECRET',
  'FAIR_QUEUE_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

/** The payment secrets: no example may carry a working value (docs/payment-safety.md). */
export const PAYMENT_SECRET_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SANDBOX_WEBHOOK_SECRET'];

/** Minimal shape every Kubernetes object has; kinds are narrowed with kubernetes-models types. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata?: { name?: string; namespace?: string; labels?: Record<string, string> };
}

export interface Manifest {
  /** path relative to the k8s directory, e.g. base/catalog.yaml */
  file: string;
  object: KubeObject;
}

export interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  components?: string[];
  labels?: { pairs?: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  commonLabels?: Record<string, string>;
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}

export interface KustomizeDirectory {
  dir: string;
  kustomization: Kustomization;
  /** every file of the directory except kustomization.yaml */
  files: string[];
  manifests: Manifest[];
  problems: string[];
}

/** Reads one kustomize directory: its kustomization and every document of every other file. */
export function loadKustomizeDirectory(dir: string): KustomizeDirectory {
  const problems: string[] = [];
  const files = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isFile() && name !== 'kustomization.yaml')
    .sort();
  const kustomization = parseYamlDocuments(join(dir, 'kustomization.yaml'), problems)[0] as Kustomization;
  const manifests: Manifest[] = [];
  for (const name of files.filter((file) => /\.ya?ml$/.test(file))) {
    const relativeName = `${dir.slice(K8S_DIR.length + 1)}/${name}`;
    const objects = parseYamlDocuments(join(dir, name), problems);
    if (objects.length === 0) problems.push(`${relativeName}: no object`);
    for (const object of objects) {
      if (!isKubeObject(object)) {
        problems.push(`${relativeName}: not a Kubernetes object: ${JSON.stringify(object).slice(0, 80)}`);
        continue;
      }
      manifests.push({ file: relativeName, object });
    }
  }
  return { dir, kustomization: kustomization ?? {}, files, manifests, problems };
}

/** All documents of a YAML file (empty documents dropped); syntax errors and warnings are problems. */
export function parseYamlDocuments(path: string, problems: string[], merge = false): unknown[] {
  const documents = parseAllDocuments(readFileSync(path, 'utf8'), { merge, prettyErrors: true });
  const list = Array.isArray(documents) ? documents : [documents];
  const values: unknown[] = [];
  for (const document of list) {
    for (const issue of [...document.errors, ...document.warnings])
      problems.push(`${path}: ${issue.message}`);
    const value: unknown = document.toJS();
    if (value !== null && value !== undefined) values.push(value);
  }
  return values;
}

function isKubeObject(value: unknown): value is KubeObject {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind } = value as Record<string, unknown>;
  return typeof apiVersion === 'string' && typeof kind === 'string';
}

/** The component directories under k8s/components. */
export function componentDirectories(): string[] {
  return readdirSync(COMPONENTS_DIR)
    .map((name) => join(COMPONENTS_DIR, name))
    .filter((path) => statSync(path).isDirectory())
    .sort();
}

/** Parses Kubernetes quantities such as 250m, 1, 512Mi, 1Gi, 1e3 into plain numbers. */
export function parseQuantity(quantity: string | number): number {
  if (typeof quantity === 'number') return quantity;
  const match = /^([0-9.]+(?:e[0-9]+)?)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(quantity);
  if (!match) throw new Error(`not a quantity: ${quantity}`);
  const factors: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  return Number(match[1]) * (match[2] ? (factors[match[2]] ?? Number.NaN) : 1);
}

/** True when every key/value of `selector` is among `labels`. */
export function selects(
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean {
  return Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);
}

/**
 * What `kubectl apply -k <dir>` would send: the kustomization rendered by kubectl's built-in
 * kustomize (namespace, labels and images applied, components included).
 */
export function renderKustomization(dir: string): KubeObject[] {
  const output = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  const documents = parseAllDocuments(output);
  const objects = (Array.isArray(documents) ? documents : []).map((d) => d.toJS() as unknown);
  const invalid = objects.filter((object) => !isKubeObject(object));
  if (invalid.length > 0) throw new Error(`kubectl kustomize ${dir}: ${invalid.length} non-objects`);
  return objects as KubeObject[];
}
