import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { parseQuantity, selects, type KubeObject } from './support';

/**
 * The replica policy of docs/kubernetes.md as checks over rendered objects. Each answers the list
 * of violations ("<Deployment>: what is wrong"), empty when the objects comply.
 */
type Deployment = IDeployment & KubeObject;

const ofKind = <T>(objects: KubeObject[], kind: string): T[] => objects.filter((o) => o.kind === kind) as T[];
const nameOf = (object: KubeObject): string => object.metadata?.name ?? '?';
const podLabelsOf = (d: Deployment) => d.spec?.template.metadata?.labels ?? {};

function autoscalerOf(objects: KubeObject[], deployment: Deployment) {
  return ofKind<IHorizontalPodAutoscaler & KubeObject>(objects, 'HorizontalPodAutoscaler').find(
    (hpa) =>
      hpa.spec?.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === nameOf(deployment),
  );
}

/** The fewest and the most pods a Deployment runs: its autoscaler's bounds, else `replicas` (default 1). */
export function replicaRange(objects: KubeObject[], deployment: Deployment): { min: number; max: number } {
  const hpa = autoscalerOf(objects, deployment);
  if (hpa?.spec) return { min: hpa.spec.minReplicas ?? 1, max: hpa.spec.maxReplicas };
  const replicas = deployment.spec?.replicas ?? 1;
  return { min: replicas, max: replicas };
}

/** Probes, CPU/memory requests and limits, and the restricted security context on every container. */
export function containerViolations(objects: KubeObject[]): string[] {
  const found: string[] = [];
  for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
    const pod = deployment.spec?.template.spec;
    for (const container of pod?.containers ?? []) {
      const where = `${nameOf(deployment)}/${container.name}`;
      if (!container.readinessProbe) found.push(`${where}: no readiness probe`);
      if (!container.livenessProbe) found.push(`${where}: no liveness probe`);
      for (const kind of ['requests', 'limits'] as const)
        for (const resource of ['cpu', 'memory']) {
          const value = container.resources?.[kind]?.[resource];
          if (value === undefined || !(parseQuantity(value) > 0))
            found.push(`${where}: no ${kind}.${resource}`);
        }
      const security = container.securityContext;
      if ((security?.runAsNonRoot ?? pod?.securityContext?.runAsNonRoot) !== true)
        found.push(`${where}: may run as root`);
      if (security?.readOnlyRootFilesystem !== true) found.push(`${where}: writable root filesystem`);
      if (security?.allowPrivilegeEscalation !== false) found.push(`${where}: privilege escalation allowed`);
      if (security?.privileged === true) found.push(`${where}: privileged`);
      if (!security?.capabilities?.drop?.includes('ALL')) found.push(`${where}: capabilities not dropped`);
      if ((security?.capabilities?.add ?? []).length > 0) found.push(`${where}: capabilities added`);
    }
  }
  return found;
}

/** At least 2 pods at all times, and a rollout that starts a new pod before it stops an old one. */
export function replicaViolations(objects: KubeObject[]): string[] {
  const found: string[] = [];
  for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
    const name = nameOf(deployment);
    const { min } = replicaRange(objects, deployment);
    if (min < 2) found.push(`${name}: runs as few as ${min} replica(s)`);
    // an autoscaler owns the count; a replicas field would reset it on every apply
    if (autoscalerOf(objects, deployment) && deployment.spec?.replicas !== undefined)
      found.push(`${name}: replicas field next to its autoscaler`);
    const strategy = deployment.spec?.strategy;
    if (strategy?.type !== 'RollingUpdate') found.push(`${name}: strategy is not RollingUpdate`);
    if (strategy?.rollingUpdate?.maxUnavailable !== 0) found.push(`${name}: maxUnavailable is not 0`);
    const surge = strategy?.rollingUpdate?.maxSurge;
    if (typeof surge !== 'number' || surge < 1) found.push(`${name}: maxSurge is not a count of 1 or more`);
  }
  return found;
}

/**
 * Exactly one PodDisruptionBudget per Deployment, with whole numbers, that always allows one
 * eviction: minAvailable below the fewest replicas, or maxUnavailable 1 or more.
 */
export function disruptionBudgetViolations(objects: KubeObject[]): string[] {
  const found: string[] = [];
  const budgets = ofKind<IPodDisruptionBudget & KubeObject>(objects, 'PodDisruptionBudget');
  for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
    const name = nameOf(deployment);
    const covering = budgets.filter((pdb) =>
      pdb.spec?.selector?.matchLabels
        ? selects(pdb.spec.selector.matchLabels, podLabelsOf(deployment))
        : false,
    );
    if (covering.length !== 1) {
      found.push(`${name}: ${covering.length} PodDisruptionBudgets instead of 1`);
      continue;
    }
    const { minAvailable, maxUnavailable } = covering[0]?.spec ?? {};
    const { min } = replicaRange(objects, deployment);
    if (typeof minAvailable === 'string' || typeof maxUnavailable === 'string')
      found.push(`${name}: PodDisruptionBudget in percent (give a count)`);
    else if (minAvailable !== undefined && minAvailable >= min)
      found.push(`${name}: minAvailable ${minAvailable} blocks a drain at ${min} replicas`);
    else if (minAvailable === undefined && !(maxUnavailable !== undefined && maxUnavailable >= 1))
      found.push(`${name}: PodDisruptionBudget allows no eviction`);
  }
  return found;
}

/** No ReadWriteOnce(Pod) claim on a Deployment that may run two pods (on two nodes). */
export function volumeViolations(objects: KubeObject[]): string[] {
  const found: string[] = [];
  const claims = ofKind<IPersistentVolumeClaim & KubeObject>(objects, 'PersistentVolumeClaim');
  for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
    if (replicaRange(objects, deployment).max < 2) continue;
    for (const volume of deployment.spec?.template.spec?.volumes ?? []) {
      const claimName = volume.persistentVolumeClaim?.claimName;
      if (claimName === undefined) continue;
      const claim = claims.find((c) => nameOf(c) === claimName);
      const modes = claim?.spec?.accessModes ?? [];
      if (!claim || modes.some((mode) => mode === 'ReadWriteOnce' || mode === 'ReadWriteOncePod'))
        found.push(`${nameOf(deployment)}: mounts ${claimName} (${modes.join(', ') || 'unknown'})`);
    }
  }
  return found;
}

/** The preStop pause in seconds: `sleep N` by exec or the native sleep action, 0 without one. */
export function preStopSeconds(container: IContainer): number {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  return command[0] === 'sleep' ? Number(command[1]) : 0;
}

/**
 * The shutdown fits the grace period: preStop pause + SHUTDOWN_TIMEOUT_MS below
 * terminationGracePeriodSeconds, the unready pause inside the timeout, and a pause of at least 1 s.
 */
export function shutdownViolations(objects: KubeObject[]): string[] {
  const found: string[] = [];
  const configMaps = ofKind<IConfigMap & KubeObject>(objects, 'ConfigMap');
  for (const deployment of ofKind<Deployment>(objects, 'Deployment')) {
    const pod = deployment.spec?.template.spec;
    for (const container of pod?.containers ?? []) {
      const where = `${nameOf(deployment)}/${container.name}`;
      const env: Record<string, string> = {};
      for (const source of container.envFrom ?? []) {
        const map = configMaps.find((c) => nameOf(c) === source.configMapRef?.name);
        Object.assign(env, map?.data);
      }
      for (const variable of container.env ?? [])
        if (variable.value !== undefined) env[variable.name] = variable.value;
      const drainSeconds = Number(env.SHUTDOWN_TIMEOUT_MS) / 1000;
      const unreadySeconds = Number(env.SHUTDOWN_UNREADY_MS) / 1000;
      const pause = preStopSeconds(container);
      const grace = pod?.terminationGracePeriodSeconds ?? 30;
      if (!(drainSeconds > 0)) found.push(`${where}: no SHUTDOWN_TIMEOUT_MS`);
      if (!(unreadySeconds >= 0 && unreadySeconds < drainSeconds))
        found.push(`${where}: SHUTDOWN_UNREADY_MS missing or not inside SHUTDOWN_TIMEOUT_MS`);
      if (!(pause >= 1)) found.push(`${where}: no preStop pause`);
      if (!(pause + drainSeconds < grace))
        found.push(`${where}: preStop ${pause} s + drain ${drainSeconds} s not below grace ${grace} s`);
    }
  }
  return found;
}
