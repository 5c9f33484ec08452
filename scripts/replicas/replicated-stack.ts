import path from 'node:path';
import { SERVICE_NAMES } from '@portal/contracts';
import { componentEntry, ensureBuilt } from '../build-services.mjs';
import { ROOT, stackAddresses, type RunningStack, type StackOptions } from '../stack';
import { startBalancer, type Balancer } from './balancer';
import { Component } from './component';

export interface ReplicatedStack extends RunningStack {
  /** replaces every replica of every component, one at a time, services first, gateway last */
  rollout(log?: (line: string) => void): Promise<void>;
  /** the pids of each component's replicas now */
  pids(): Record<string, number[]>;
  /** the ports each component's replicas listen on now (past its balancer) */
  ports(): Record<string, number[]>;
}

/**
 * `REPLICAS=n npm start` (docs/replicas.md): `n` processes of every service and of the gateway,
 * each component behind a balancer on the port a single process would have, so everything talks
 * to components as in Kubernetes through Services.
 */
export async function startReplicatedStack(
  options: StackOptions & { replicas: number; log?: (line: string) => void },
): Promise<ReplicatedStack> {
  const log = options.log ?? ((line: string) => console.log(`[replicas    ] ${line}`));
  await ensureBuilt();
  const { ports, gatewayPort, serviceUrls } = await stackAddresses(options);
  const common = {
    ...process.env,
    // a retiring replica answers with `Connection: close` this long before its listener closes,
    // so the keep-alive connections the balancer handed it end between requests, not during one
    SHUTDOWN_UNREADY_MS: '1500',
    ...options.env,
    JWKS_URL: `${serviceUrls.identity}/api/.well-known/jwks.json`,
  };
  const balancers: Balancer[] = [];
  const components: Component[] = [];
  const stop = async () => {
    await Promise.all(components.map((component) => component.stop()));
    await Promise.all(balancers.map((balancer) => balancer.close()));
  };
  const add = async (name: string, entry: string, port: number, env: NodeJS.ProcessEnv, colour: number) => {
    const balancer = await startBalancer(port);
    balancers.push(balancer);
    const spec = { name, entry, colour, env: (own: number) => ({ ...env, PORT: String(own) }) };
    const component = new Component(spec, options.replicas, balancer, options, log);
    components.push(component);
    return component;
  };
  try {
    const services = await Promise.all(
      SERVICE_NAMES.map((name, i) => add(name, componentEntry(name), ports[name], common, i)),
    );
    await Promise.all(services.map((service) => service.start()));
    const gatewayEnv = {
      ...common,
      ...options.extraGatewayEnv,
      WEB_DIST: options.webDist ?? path.join(ROOT, 'web/dist'),
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, serviceUrls[name]])),
    };
    const gateway = await add(
      'gateway',
      componentEntry('gateway'),
      gatewayPort,
      gatewayEnv,
      SERVICE_NAMES.length,
    );
    await gateway.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    serviceUrls,
    stop,
    pids: () => Object.fromEntries(components.map((component) => [component.name, component.pids])),
    ports: () => Object.fromEntries(components.map((component) => [component.name, component.ports])),
    async rollout(progress = log) {
      for (const component of components) {
        progress(`rolling out ${component.name}`);
        await component.rollout(progress);
      }
      progress('rollout done');
    },
  };
}
