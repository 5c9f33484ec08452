import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { describe, expect, it } from 'vitest';
import {
  containerViolations,
  disruptionBudgetViolations,
  replicaRange,
  replicaViolations,
  shutdownViolations,
  volumeViolations,
} from './policy';
import {
  BASE_DIR,
  COMPONENTS,
  NAMESPACE,
  loadKustomizeDirectory,
  renderKustomization,
  type KubeObject,
} from './support';

/** The replica policy of docs/kubernetes.md, checked on what `kubectl apply -k k8s/base` sends. */
const rendered = renderKustomization(BASE_DIR);

const find = <T>(objects: KubeObject[], kind: string, name: string): T => {
  const found = objects.find((o) => o.kind === kind && o.metadata?.name === name);
  if (!found) throw new Error(`no ${kind}/${name}`);
  return found as T;
};
const deployment = (objects: KubeObject[], name: string) =>
  find<IDeployment & KubeObject>(objects, 'Deployment', name);
const container = (objects: KubeObject[], name: string) => {
  const [first] = deployment(objects, name).spec?.template.spec?.containers ?? [];
  if (!first) throw new Error(`${name}: no container`);
  return first;
};
/** A rendered copy with one change, to show a check catches what it is for. */
const broken = (change: (objects: KubeObject[]) => void): KubeObject[] => {
  const copy = structuredClone(rendered);
  change(copy);
  return copy;
};

describe('the rendered base (kubectl kustomize k8s/base)', () => {
  it('holds every object of the base files, in the portal namespace', () => {
    const files = loadKustomizeDirectory(BASE_DIR).manifests.map(
      (m) => `${m.object.kind}/${m.object.metadata?.name}`,
    );
    expect(rendered.map((o) => `${o.kind}/${o.metadata?.name}`).sort()).toEqual(files.sort());
    for (const object of rendered.filter((o) => o.kind !== 'Namespace'))
      expect(object.metadata?.namespace, `${object.kind}/${object.metadata?.name}`).toBe(NAMESPACE);
  });

  it('runs every component with the replicas, autoscaler and budget of docs/kubernetes.md', () => {
    const table = Object.fromEntries(
      COMPONENTS.map((name) => {
        const { min, max } = replicaRange(rendered, deployment(rendered, name));
        const hpa = rendered.some(
          (o) =>
            o.kind === 'HorizontalPodAutoscaler' &&
            (o as IHorizontalPodAutoscaler).spec?.scaleTargetRef.name === name,
        );
        const pdb = find<IPodDisruptionBudget>(rendered, 'PodDisruptionBudget', name).spec;
        return [name, `${hpa ? 'HPA ' : ''}${min}-${max}, maxUnavailable ${pdb?.maxUnavailable}`];
      }),
    );
    expect(table).toEqual({
      identity: '2-2, maxUnavailable 1',
      catalog: 'HPA 2-6, maxUnavailable 1',
      registration: 'HPA 2-8, maxUnavailable 1',
      payment: '2-2, maxUnavailable 1',
      notification: '2-2, maxUnavailable 1',
      export: '2-2, maxUnavailable 1',
      gateway: 'HPA 2-6, maxUnavailable 1',
    });
  });
});

describe('replica policy', () => {
  it('every container has readiness and liveness probes, requests and limits, and the restricted security context', () => {
    expect(containerViolations(rendered)).toEqual([]);
    const bad = broken((objects) => {
      const gateway = container(objects, 'gateway');
      delete gateway.readinessProbe;
      delete gateway.resources?.limits?.memory;
      if (gateway.securityContext) gateway.securityContext.allowPrivilegeEscalation = true;
      container(objects, 'export').securityContext = {};
    });
    expect(containerViolations(bad)).toEqual(
      expect.arrayContaining([
        'gateway/gateway: no readiness probe',
        'gateway/gateway: no limits.memory',
        'gateway/gateway: privilege escalation allowed',
        'export/export: writable root filesystem',
        'export/export: capabilities not dropped',
      ]),
    );
  });

  it('every Deployment runs 2 or more replicas (or an autoscaler from 2) and rolls with maxUnavailable 0', () => {
    expect(replicaViolations(rendered)).toEqual([]);
    const bad = broken((objects) => {
      const payment = deployment(objects, 'payment').spec;
      if (payment) payment.replicas = 1;
      find<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'catalog').spec!.minReplicas = 1;
      deployment(objects, 'export').spec!.strategy = { type: 'Recreate' };
      deployment(objects, 'identity').spec!.strategy!.rollingUpdate!.maxUnavailable = 1;
    });
    expect(replicaViolations(bad).sort()).toEqual([
      'catalog: runs as few as 1 replica(s)',
      'export: maxSurge is not a count of 1 or more',
      'export: maxUnavailable is not 0',
      'export: strategy is not RollingUpdate',
      'identity: maxUnavailable is not 0',
      'payment: runs as few as 1 replica(s)',
    ]);
  });

  it('every component has one PodDisruptionBudget, and none can block a node drain', () => {
    expect(disruptionBudgetViolations(rendered)).toEqual([]);
    const bad = broken((objects) => {
      const payment = find<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', 'payment').spec!;
      delete payment.maxUnavailable;
      payment.minAvailable = 2; // = its 2 replicas: no pod may ever be evicted
      find<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', 'export').spec!.maxUnavailable = 0;
      const gateway = objects.findIndex(
        (o) => o.kind === 'PodDisruptionBudget' && o.metadata?.name === 'gateway',
      );
      objects.splice(gateway, 1);
    });
    expect(disruptionBudgetViolations(bad).sort()).toEqual([
      'export: PodDisruptionBudget allows no eviction',
      'gateway: 0 PodDisruptionBudgets instead of 1',
      'payment: minAvailable 2 blocks a drain at 2 replicas',
    ]);
  });

  it('no Deployment that runs more than one replica mounts a ReadWriteOnce claim (catalog has none left)', () => {
    expect(rendered.filter((o) => o.kind === 'PersistentVolumeClaim')).toEqual([]);
    expect(volumeViolations(rendered)).toEqual([]);
    const bad = broken((objects) => {
      objects.push({
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: 'catalog-uploads' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '5Gi' } } },
      } as KubeObject);
      deployment(objects, 'catalog').spec!.template.spec!.volumes!.push({
        name: 'uploads',
        persistentVolumeClaim: { claimName: 'catalog-uploads' },
      });
    });
    expect(volumeViolations(bad)).toEqual(['catalog: mounts catalog-uploads (ReadWriteOnce)']);
  });

  it('the grace period is above the preStop pause plus the drain, and the unready pause is inside the drain', () => {
    expect(shutdownViolations(rendered)).toEqual([]);
    const bad = broken((objects) => {
      deployment(objects, 'registration').spec!.template.spec!.terminationGracePeriodSeconds = 20;
      delete container(objects, 'notification').lifecycle;
      find<IConfigMap>(objects, 'ConfigMap', 'portal-config').data!.SHUTDOWN_UNREADY_MS = '15000';
    });
    expect(shutdownViolations(bad)).toEqual(
      expect.arrayContaining([
        'registration/registration: preStop 5 s + drain 15 s not below grace 20 s',
        'notification/notification: no preStop pause',
        'gateway/gateway: SHUTDOWN_UNREADY_MS missing or not inside SHUTDOWN_TIMEOUT_MS',
      ]),
    );
  });
});

describe('catalog', () => {
  it('keeps no uploads on its pods: no volume but /tmp, no STORAGE_DIR, the shared FILE_STORE', () => {
    const catalog = deployment(rendered, 'catalog');
    expect(catalog.spec?.template.spec?.volumes?.map((v) => v.name)).toEqual(['tmp']);
    expect(container(rendered, 'catalog').env?.map((e) => e.name)).not.toContain('STORAGE_DIR');
    expect(find<IConfigMap>(rendered, 'ConfigMap', 'portal-config').data?.FILE_STORE).toBe('postgres');
    expect(catalog.spec?.strategy?.type).toBe('RollingUpdate');
  });
});
