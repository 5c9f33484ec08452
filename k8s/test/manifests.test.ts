import { relative } from 'node:path';
import { SERVICE_NAMES, SERVICES } from '@portal/contracts';
import { HEALTH_PATHS, parseTrustProxy } from '@portal/service-kit';
import { gatewayConfigShape } from '../../gateway/src/config';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import {
  BASE_DIR,
  COMPONENTS,
  K8S_DIR,
  NAMESPACE,
  PAYMENT_SECRET_ENV,
  SECRET_ENV,
  TRACING_ENV,
  componentDirectories,
  loadKustomizeDirectory,
  parseQuantity,
  portOf,
  requiredEnv,
  selects,
  upstreamUrlVariable,
  type Component,
  type KubeObject,
  type KustomizeDirectory,
  type Manifest,
} from './support';

const base = loadKustomizeDirectory(BASE_DIR);
const components = componentDirectories().map(loadKustomizeDirectory);
const everyDirectory = [base, ...components];

const ofKind = <T>(manifests: Manifest[], kind: string): T[] =>
  manifests.filter((m) => m.object.kind === kind).map((m) => m.object as T);
const named = <T extends KubeObject>(objects: T[], name: string): T[] =>
  objects.filter((o) => o.metadata?.name === name);

const deployments = ofKind<IDeployment & KubeObject>(base.manifests, 'Deployment');
const services = ofKind<IService & KubeObject>(base.manifests, 'Service');
const configMaps = ofKind<IConfigMap & KubeObject>(base.manifests, 'ConfigMap');
const secrets = ofKind<ISecret & KubeObject>(base.manifests, 'Secret');

/** Pod labels after kustomize: the template's own plus `labels` entries applied to templates. */
function podLabels(deployment: IDeployment): Record<string, string> {
  const added = (base.kustomization.labels ?? [])
    .filter((entry) => entry.includeTemplates || entry.includeSelectors)
    .map((entry) => entry.pairs ?? {});
  return Object.assign(
    {},
    deployment.spec?.template.metadata?.labels,
    base.kustomization.commonLabels,
    ...added,
  ) as Record<string, string>;
}

function mainContainer(component: Component): IContainer {
  const [deployment] = named(deployments, component);
  const container = deployment?.spec?.template.spec?.containers.find((c) => c.name === component);
  if (!container) throw new Error(`${component}: no container named ${component}`);
  return container;
}

/** Resolves a port reference (number or name) against the container's ports. */
function resolvePort(container: IContainer, port: string | number | undefined): number | undefined {
  if (typeof port === 'number')
    return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** Every variable a container gets, with where it comes from. */
function environmentOf(container: IContainer): Map<string, 'literal' | 'configMap' | 'secret'> {
  const env = new Map<string, 'literal' | 'configMap' | 'secret'>();
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const [configMap] = named(configMaps, source.configMapRef.name ?? '');
      for (const key of Object.keys(configMap?.data ?? {}))
        env.set(`${source.prefix ?? ''}${key}`, 'configMap');
    }
    if (source.secretRef) {
      const [secret] = named(secrets, source.secretRef.name ?? '');
      const keys = [...Object.keys(secret?.stringData ?? {}), ...Object.keys(secret?.data ?? {})];
      for (const key of keys) env.set(`${source.prefix ?? ''}${key}`, 'secret');
    }
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    env.set(variable.name, from?.secretKeyRef ? 'secret' : from?.configMapKeyRef ? 'configMap' : 'literal');
  }
  return env;
}

function expectNoProblems(directory: KustomizeDirectory): void {
  expect(directory.problems, relative(K8S_DIR, directory.dir)).toEqual([]);
}

describe('every manifest', () => {
  it.each(everyDirectory.map((d) => [relative(K8S_DIR, d.dir), d] as const))(
    '%s: parses as YAML without errors',
    (_name, directory) => {
      expectNoProblems(directory);
      expect(directory.manifests.length).toBeGreaterThan(0);
    },
  );

  const allManifests = everyDirectory.flatMap((d) => d.manifests);
  it.each(allManifests.map((m) => [`${m.file} ${m.object.kind}/${m.object.metadata?.name}`, m] as const))(
    '%s: is valid against the Kubernetes API schema',
    async (_name, { object }) => {
      const Model = await modelFor(object.apiVersion, object.kind);
      expect(() => new Model(object).validate()).not.toThrow();
    },
  );

  it('rejects kinds the API does not have and invalid objects (the check above can fail)', async () => {
    await expect(modelFor('apps/v1', 'Deploymnet')).rejects.toThrow();
    await expect(modelFor('example.com/v1', 'Widget')).rejects.toThrow();
    await expect(modelFor('apps/v1', 'DeploymentSpec')).rejects.toThrow();
    const Deployment = await modelFor('apps/v1', 'Deployment');
    const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: {} };
    expect(() => new Deployment(broken).validate()).toThrow(/selector/);
  });

  it('has one object per kind and name in each directory', () => {
    for (const directory of everyDirectory) {
      const keys = directory.manifests.map((m) => `${m.object.kind}/${m.object.metadata?.name}`);
      expect(
        keys.filter((key, i) => keys.indexOf(key) !== i),
        relative(K8S_DIR, directory.dir),
      ).toEqual([]);
    }
  });
});

interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: unknown): { validate(): void };
}

/** The kubernetes-models class of a top-level API object, e.g. kubernetes-models/apps/v1/Deployment. */
async function modelFor(apiVersion: string, kind: string): Promise<ModelClass> {
  if (!/^([a-z0-9.-]+\/)?v[0-9]+((alpha|beta)[0-9]+)?$/.test(apiVersion) || !/^[A-Z][A-Za-z]+$/.test(kind)) {
    throw new Error(`malformed apiVersion/kind: ${apiVersion} ${kind}`);
  }
  const specifier = `kubernetes-models/${apiVersion}/${kind}`;
  const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
  const Model = module[kind];
  const meta = (typeof Model === 'function' ? Model : {}) as Partial<ModelClass>;
  if (meta.apiVersion !== apiVersion || meta.kind !== kind) {
    throw new Error(`kubernetes-models has no API object ${apiVersion} ${kind}`);
  }
  return Model as ModelClass;
}

describe('kustomization files', () => {
  it.each(everyDirectory.map((d) => [relative(K8S_DIR, d.dir), d] as const))(
    '%s: resources lists exactly the files of the directory',
    (_name, directory) => {
      expect([...(directory.kustomization.resources ?? [])].sort()).toEqual(directory.files);
    },
  );

  it('base: is a Kustomization for the portal namespace, which namespace.yaml creates', () => {
    expect(base.kustomization).toMatchObject({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
      namespace: NAMESPACE,
    });
    const namespaces = ofKind<KubeObject>(base.manifests, 'Namespace');
    expect(namespaces.map((n) => n.metadata?.name)).toEqual([NAMESPACE]);
    expect(base.manifests.find((m) => m.file === 'base/namespace.yaml')?.object.kind).toBe('Namespace');
    for (const { object } of base.manifests)
      expect([undefined, NAMESPACE]).toContain(object.metadata?.namespace);
  });

  it('components: are kustomize Components', () => {
    expect(components.length).toBeGreaterThan(0);
    for (const component of components) {
      expect(component.kustomization).toMatchObject({
        apiVersion: 'kustomize.config.k8s.io/v1alpha1',
        kind: 'Component',
      });
      // an overlay may not set the namespace, so the objects carry it themselves
      for (const { object } of component.manifests) expect(object.metadata?.namespace).toBe(NAMESPACE);
    }
  });

  it('base: sets every container image through `images`', () => {
    const images = base.kustomization.images ?? [];
    const containers = deployments.flatMap((d) => d.spec?.template.spec?.containers ?? []);
    expect(containers.length).toBeGreaterThanOrEqual(COMPONENTS.length);
    for (const container of containers) {
      expect(container.image, `${container.name}: image without tag, kustomize sets it`).toMatch(
        /^ghcr\.io\/competition-portal\/[a-z-]+$/,
      );
      expect(images.map((i) => i.name)).toContain(container.image);
    }
    for (const image of images) expect(image.newTag ?? image.digest).toBeTruthy();
  });
});

describe.each(COMPONENTS.map((c) => [c]))('%s', (component) => {
  const port = portOf(component);
  const file = `base/${component}.yaml`;

  it(`has exactly one Deployment and one Service, in ${file}`, () => {
    for (const kind of ['Deployment', 'Service']) {
      const found = base.manifests.filter(
        (m) => m.object.kind === kind && m.object.metadata?.name === component,
      );
      expect(found.map((m) => m.file)).toEqual([file]);
    }
  });

  it('Service selects exactly its Deployment pods and targets the container port', () => {
    const [deployment] = named(deployments, component);
    const [service] = named(services, component);
    expect(deployment && service).toBeTruthy();
    if (!deployment || !service) return;
    const selector = service.spec?.selector ?? {};
    expect(Object.keys(selector).length).toBeGreaterThan(0);
    expect(selects(deployment.spec?.selector.matchLabels, podLabels(deployment))).toBe(true);
    expect(selects(selector, podLabels(deployment))).toBe(true);
    const others = deployments.filter((d) => d !== deployment && selects(selector, podLabels(d)));
    expect(others.map((d) => d.metadata?.name)).toEqual([]);

    const container = mainContainer(component);
    expect(container.ports?.[0]).toEqual(expect.objectContaining({ name: 'http', containerPort: port }));
    // besides http only the gateway's internal metrics port, which no Service exposes
    expect(container.ports?.slice(1).map((p) => `${component}:${p.name}`)).toEqual(
      component === 'gateway' ? ['gateway:metrics'] : [],
    );
    expect(service.spec?.ports).toHaveLength(1);
    const servicePort = service.spec?.ports?.[0];
    // other components call it at http://<name>:<port>, so the Service port is the service's port
    expect(servicePort).toMatchObject({ name: 'http', port });
    expect(resolvePort(container, servicePort?.targetPort)).toBe(port);
  });

  it('probes liveness, readiness and start-up on the HEALTH_PATHS of service-kit', () => {
    const container = mainContainer(component);
    expect(container.livenessProbe?.httpGet?.path).toBe(HEALTH_PATHS.liveness);
    expect(container.readinessProbe?.httpGet?.path).toBe(HEALTH_PATHS.readiness);
    expect(container.startupProbe?.httpGet?.path).toBe(HEALTH_PATHS.liveness);
    for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
      expect(resolvePort(container, probe?.httpGet?.port)).toBe(port);
    }
  });

  it('has CPU and memory requests and limits, requests not above limits', () => {
    const { requests, limits } = mainContainer(component).resources ?? {};
    for (const resource of ['cpu', 'memory']) {
      const request = requests?.[resource];
      const limit = limits?.[resource];
      expect(request, `requests.${resource}`).toBeDefined();
      expect(limit, `limits.${resource}`).toBeDefined();
      expect(parseQuantity(request ?? 0)).toBeGreaterThan(0);
      expect(parseQuantity(request ?? 0)).toBeLessThanOrEqual(parseQuantity(limit ?? 0));
    }
  });

  it('runs as non-root on a read-only root filesystem without capabilities, /tmp writable', () => {
    const [deployment] = named(deployments, component);
    const pod = deployment?.spec?.template.spec;
    const container = mainContainer(component);
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(pod?.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
    expect(pod?.automountServiceAccountToken).toBe(false);
    expect(container.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(container.securityContext?.capabilities?.add ?? []).toEqual([]);
    const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
    expect(tmp, '/tmp mount').toBeDefined();
    expect(pod?.volumes?.find((v) => v.name === tmp?.name)?.emptyDir).toBeDefined();
  });

  it('gets its whole configuration from the ConfigMaps and Secrets of the base', () => {
    const container = mainContainer(component);
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef) expect(named(configMaps, source.configMapRef.name ?? '')).toHaveLength(1);
      if (source.secretRef) expect(named(secrets, source.secretRef.name ?? '')).toHaveLength(1);
      expect(source.configMapRef?.optional ?? source.secretRef?.optional ?? false).toBe(false);
    }
    for (const { valueFrom } of container.env ?? []) {
      const ref = valueFrom?.secretKeyRef ?? valueFrom?.configMapKeyRef;
      if (!ref) continue;
      const [source] = valueFrom?.secretKeyRef
        ? named(secrets, ref.name ?? '')
        : named(configMaps, ref.name ?? '');
      const keys = { ...source?.data, ...(source as ISecret | undefined)?.stringData };
      expect(Object.keys(keys), `${ref.name}`).toContain(ref.key);
    }
    const env = environmentOf(container);
    expect(requiredEnv(component, 'kubernetes').filter((name) => !env.has(name))).toEqual([]);
    for (const name of SECRET_ENV.filter((n) => env.has(n))) expect(env.get(name), name).toBe('secret');
    const portVariable = container.env?.find((e) => e.name === 'PORT');
    expect(portVariable?.value).toBe(String(port));
  });
});

describe('shared configuration', () => {
  const data = (name: string) => named(configMaps, name)[0]?.data ?? {};

  it('points the gateway at every service by Service name and port', () => {
    const gatewayEnv = environmentOf(mainContainer('gateway'));
    for (const service of SERVICE_NAMES) {
      const variable = upstreamUrlVariable(service);
      const value = configMaps.map((c) => c.data?.[variable]).find((v) => v !== undefined);
      expect(gatewayEnv.has(variable)).toBe(true);
      expect(value, variable).toBe(`http://${service}:${SERVICES[service]}`);
    }
  });

  it('leaves traces off until a collector is named, then records one in ten, for every component (docs/tracing.md)', () => {
    expect(data('portal-config').OTEL_EXPORTER_OTLP_ENDPOINT).toBe('');
    expect(data('portal-config').OTEL_TRACES_SAMPLER).toBe('parentbased_traceidratio');
    expect(data('portal-config').OTEL_TRACES_SAMPLER_ARG).toBe('0.1');
    for (const component of COMPONENTS)
      for (const name of TRACING_ENV)
        expect(environmentOf(mainContainer(component)).has(name), `${component} ${name}`).toBe(true);
  });

  it('publishes the JWKS URL of the identity Service', () => {
    expect(data('portal-config').JWKS_URL).toBe(
      `http://identity:${SERVICES.identity}/api/.well-known/jwks.json`,
    );
  });

  it('trusts X-Forwarded-For only from configured hops, never from everybody', () => {
    for (const name of ['portal-config', 'gateway-config']) {
      const value = data(name).TRUST_PROXY;
      expect(value, name).toBeDefined();
      const parsed = parseTrustProxy(value ?? '');
      expect(parsed, `${name}: ${value}`).not.toBeInstanceOf(Error);
      // one hop (the ingress in front of the gateway, the gateway in front of a service) at most
      if (typeof parsed === 'number') expect(parsed, name).toBe(1);
    }
  });

  it('serves the gateway /metrics on the internal METRICS_PORT that Prometheus scrapes', () => {
    const metricsPort = Number(data('gateway-config').METRICS_PORT);
    expect(metricsPort).not.toBe(portOf('gateway'));
    const container = mainContainer('gateway');
    expect(container.ports?.find((p) => p.name === 'metrics')?.containerPort).toBe(metricsPort);
    const annotations = named(deployments, 'gateway')[0]?.spec?.template.metadata?.annotations ?? {};
    expect(annotations['prometheus.io/port']).toBe(String(metricsPort));
    expect(annotations['prometheus.io/path']).toBe(HEALTH_PATHS.metrics);
    const [gatewayService] = named(services, 'gateway');
    expect(gatewayService?.spec?.ports?.map((p) => p.port)).not.toContain(metricsPort);
  });

  it('marks secret.example.yaml as an example with placeholder values', () => {
    const example = base.manifests.filter((m) => m.file === 'base/secret.example.yaml');
    expect(example.length).toBeGreaterThan(0);
    for (const { object } of example) {
      expect(object.kind).toBe('Secret');
      const values = Object.values((object as ISecret).stringData ?? {});
      expect(values.some((v) => v.includes('CHANGE-ME'))).toBe(true);
    }
  });
});

describe('payment safety', () => {
  const settings = (): Record<string, string> =>
    Object.assign({}, ...configMaps.map((map) => map.data ?? {})) as Record<string, string>;

  it('runs no sandbox in production unless the explicit demo switch is on', () => {
    const env = settings();
    expect(env.NODE_ENV).toBe('production');
    expect(env.PAYMENT_PROVIDER).toBe('stripe');
    expect(env.PAYMENT_SANDBOX_DEMO).toBe('false');
  });

  it('carries no working payment secret: only Secret placeholders payment refuses (CHANGE-ME)', () => {
    const env = settings();
    for (const name of PAYMENT_SECRET_ENV) expect(env[name], name).toBeUndefined();
    for (const deployment of deployments)
      for (const container of deployment.spec?.template.spec?.containers ?? [])
        for (const variable of container.env ?? [])
          if (PAYMENT_SECRET_ENV.includes(variable.name))
            expect(variable.value, variable.name).toBeUndefined();
    const values = secrets.flatMap((secret) =>
      Object.entries(secret.stringData ?? {}).filter(([key]) => PAYMENT_SECRET_ENV.includes(key)),
    );
    expect(values.map(([key]) => key).sort()).toEqual([...PAYMENT_SECRET_ENV].sort());
    for (const [key, value] of values) expect(value, key).toContain('CHANGE-ME');
    expect(
      secrets.every((secret) => Object.keys(secret.data ?? {}).every((k) => !PAYMENT_SECRET_ENV.includes(k))),
    ).toBe(true);
  });
});

describe('HorizontalPodAutoscalers', () => {
  const autoscalers = ofKind<IHorizontalPodAutoscaler & KubeObject>(
    base.manifests,
    'HorizontalPodAutoscaler',
  );

  it.each([['gateway'], ['registration'], ['catalog']])('scale %s on CPU', (component) => {
    const matching = autoscalers.filter((hpa) => hpa.spec?.scaleTargetRef.name === component);
    expect(matching).toHaveLength(1);
    const spec = matching[0]?.spec;
    expect(spec?.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
    expect(spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec?.maxReplicas).toBeGreaterThan(spec?.minReplicas ?? 0);
    const cpu = spec?.metrics?.find((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
    expect(cpu?.resource?.target).toMatchObject({
      type: 'Utilization',
      averageUtilization: expect.any(Number),
    });
    // a replicas field would reset the autoscaler's choice on every apply
    expect(named(deployments, component)[0]?.spec?.replicas).toBeUndefined();
  });

  it('target only Deployments that exist', () => {
    expect(autoscalers.length).toBeGreaterThan(0);
    for (const hpa of autoscalers) {
      const target = hpa.spec?.scaleTargetRef;
      expect(target?.kind).toBe('Deployment');
      expect(named(deployments, target?.name ?? ''), target?.name).toHaveLength(1);
    }
  });
});

describe('Ingress', () => {
  const ingresses = ofKind<IIngress & KubeObject>(base.manifests, 'Ingress');

  it('sends every path to the gateway Service port, with TLS for every host', () => {
    expect(ingresses).toHaveLength(1);
    const [gatewayService] = named(services, 'gateway');
    const gatewayPort = gatewayService?.spec?.ports?.[0];
    for (const ingress of ingresses) {
      const rules = ingress.spec?.rules ?? [];
      const paths = rules.flatMap((rule) => rule.http?.paths ?? []);
      expect(paths.length).toBeGreaterThan(0);
      for (const { backend } of paths) {
        expect(backend.service?.name).toBe('gateway');
        const { name, number } = backend.service?.port ?? {};
        expect(name !== undefined ? name === gatewayPort?.name : number === gatewayPort?.port).toBe(true);
      }
      const tlsHosts = (ingress.spec?.tls ?? []).flatMap((tls) => tls.hosts ?? []);
      for (const rule of rules) expect(tlsHosts).toContain(rule.host);
      expect((ingress.spec?.tls ?? []).every((tls) => tls.secretName)).toBe(true);
    }
  });

  it('keeps an idle live places stream open: its read timeout is longer than the gateway heartbeat, nothing forces buffering', () => {
    const configured = configMaps.map((map) => map.data?.LIVE_HEARTBEAT_MS).find(Boolean);
    const heartbeatMs = Number(configured ?? gatewayConfigShape.LIVE_HEARTBEAT_MS.parse(undefined));
    for (const ingress of ingresses) {
      const annotations = ingress.metadata?.annotations ?? {};
      const readTimeoutS = Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'] ?? 60);
      expect(readTimeoutS * 1000).toBeGreaterThanOrEqual(2 * heartbeatMs);
      // per answer the gateway's X-Accel-Buffering: no decides; buffering forced on would hold events back
      expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).not.toBe('on');
    }
  });
});

describe('network-policies component', () => {
  const component = components.find((c) => c.dir.endsWith('network-policies'));
  const policies = ofKind<INetworkPolicy & KubeObject>(component?.manifests ?? [], 'NetworkPolicy');

  it('selects existing pods, and lets traffic reach every component on its http port', () => {
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      const selector = policy.spec?.podSelector.matchLabels;
      if (selector === undefined) continue; // {}: every pod
      expect(
        deployments.some((d) => selects(selector, podLabels(d))),
        policy.metadata?.name,
      ).toBe(true);
    }
    for (const deployment of deployments) {
      const allowing = policies.filter(
        (p) =>
          p.spec?.podSelector.matchLabels !== undefined &&
          selects(p.spec.podSelector.matchLabels, podLabels(deployment)) &&
          (p.spec.ingress ?? []).some((rule) => (rule.ports ?? []).some((port) => port.port === 'http')),
      );
      expect(allowing.length, `${deployment.metadata?.name} is reachable`).toBeGreaterThan(0);
    }
  });

  it("lets Prometheus reach the gateway's internal metrics port", () => {
    const [gateway] = named(deployments, 'gateway');
    const scraping = policies.filter(
      (p) =>
        gateway &&
        selects(p.spec?.podSelector.matchLabels, podLabels(gateway)) &&
        (p.spec?.ingress ?? []).some(
          (rule) =>
            (rule.from ?? []).some((peer) => peer.namespaceSelector) &&
            (rule.ports ?? []).some((port) => port.port === 'metrics'),
        ),
    );
    expect(scraping.map((p) => p.metadata?.name)).toEqual(['allow-metrics-scraping']);
  });
});
