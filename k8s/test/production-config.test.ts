import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import { describe, expect, it } from 'vitest';
import { loadAs, unusedBy } from './production';
import { BASE_DIR, loadKustomizeDirectory, type Component } from './support';

/**
 * The shipped manifests against the production check every process runs at start
 * (docs/production-safety.md): they pass it once the example secrets carry real values, and not
 * before.
 */
const base = loadKustomizeDirectory(BASE_DIR);
const ofKind = <T>(kind: string) =>
  base.manifests.filter((m) => m.object.kind === kind).map((m) => m.object as T);
const configMaps = ofKind<IConfigMap>('ConfigMap');
const secrets = ofKind<ISecret>('Secret');
const deployments = ofKind<IDeployment>('Deployment');

/** The environment a Deployment's container gets: envFrom in order, then env. */
function environmentOf(deployment: IDeployment, secretValue: (value: string) => string) {
  const container = deployment.spec!.template.spec!.containers[0]!;
  const data = (kind: 'ConfigMap' | 'Secret', name: string): Record<string, string> =>
    kind === 'ConfigMap'
      ? (configMaps.find((m) => m.metadata?.name === name)?.data ?? {})
      : Object.fromEntries(
          Object.entries(secrets.find((s) => s.metadata?.name === name)?.stringData ?? {}).map(([k, v]) => [
            k,
            secretValue(v),
          ]),
        );
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, data('ConfigMap', from.configMapRef.name!));
    if (from.secretRef) Object.assign(env, data('Secret', from.secretRef.name!));
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef ?? variable.valueFrom?.configMapKeyRef;
    const kind = variable.valueFrom?.secretKeyRef ? 'Secret' : 'ConfigMap';
    env[variable.name] = ref ? (data(kind, ref.name!)[ref.key] ?? '') : (variable.value ?? '');
  }
  return env;
}

const componentOf = (deployment: IDeployment) => deployment.metadata!.name as Component;
const load = (deployment: IDeployment, env: Record<string, string>) => loadAs(componentOf(deployment), env);
/** what an operator does with the example: a real value in place of each placeholder */
const REAL = (value: string) => value.replace(/CHANGE-ME/gi, 'r3al-value');

describe('the shipped manifests in production', () => {
  it('run a Deployment for every component', () => {
    expect(deployments.map(componentOf).sort()).toEqual(
      ['catalog', 'export', 'gateway', 'identity', 'notification', 'payment', 'registration'].sort(),
    );
  });

  it.each(deployments.map((d) => [componentOf(d), d] as const))(
    'when the example secrets get real values then %s starts with no development default',
    (_name, deployment) => {
      const env = environmentOf(deployment, REAL);
      expect(env.NODE_ENV).toBe('production');
      expect(() => load(deployment, env)).not.toThrow();
    },
  );

  it.each(deployments.map((d) => [componentOf(d), d] as const))(
    'when the example secrets are applied as they are then %s refuses to start naming each placeholder',
    (_name, deployment) => {
      const env = environmentOf(deployment, (value) => value);
      const placeholders = Object.keys(env).filter((name) => /CHANGE-ME/.test(env[name]!));
      const unused: readonly string[] = unusedBy(componentOf(deployment));
      const config = load(deployment, { ...env, NODE_ENV: 'test' });
      const read = placeholders.filter((name) => name in config && !unused.includes(name));
      // every service reads the database from portal-secrets; the gateway no placeholder
      expect(read.length > 0).toBe(componentOf(deployment) !== 'gateway');
      for (const name of read)
        expect(() => load(deployment, env), name).toThrow(
          `${name}: still the example's placeholder (CHANGE-ME)`,
        );
    },
  );
});
