import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@portal/service-kit/testing';
import { startPortal, type Portal } from './portal';
import { COMPONENTS, expectEveryReplicaReplaced } from './replicas';

/**
 * `REPLICAS=2 npm start` (docs/replicas.md): two processes of every component behind balancers;
 * a rollout replaces each one at a time, and a killed replica is replaced, while clients go on.
 */
describe('the local replica mode', () => {
  let portal: Portal;

  beforeAll(async () => {
    // the client's loop is far above a person's rate
    portal = await startPortal({ RATE_LIMIT_POINTS: '1000000' }, 2);
  }, 360_000); // fourteen processes to start on two cores beside the other test files
  afterAll(async () => {
    await portal?.stop();
  });

  /** Calls through the gateway, one after the other until stopped, counting every failure. */
  const steadyClient = () => {
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    // catalog and identity through the gateway: every hop has replicas that the rollout replaces
    const calls = [
      `${portal.url}/api/publicResources/competitions?page=0&size=5`,
      `${portal.url}/api/.well-known/jwks.json`,
    ];
    const loop = (async () => {
      for (let i = 0; running; i++) {
        const call = calls[i % calls.length]!;
        try {
          const response = await fetch(call);
          await response.arrayBuffer();
          if (response.ok) answered++;
          else failures.push(`${call} ${response.status}`);
        } catch (error) {
          failures.push(`${call} ${String((error as Error).cause ?? error)}`);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    return {
      failures,
      answered: () => answered,
      async stop() {
        running = false;
        await loop;
      },
    };
  };

  it('when every replica of every component is replaced one at a time then no request fails', async () => {
    const stack = portal.replicated!;
    const before = stack.pids();
    for (const name of COMPONENTS) expect(before[name], name).toHaveLength(2);
    const client = steadyClient();
    await stack.rollout(() => undefined);
    await client.stop();
    expect(client.failures).toEqual([]);
    expect(client.answered()).toBeGreaterThan(20);
    expectEveryReplicaReplaced(before, stack.pids());
  }, 600_000); // each of the fourteen new replicas must start and become ready first

  it('when a replica is killed without warning then a new one takes its place and the component still answers', async () => {
    const stack = portal.replicated!;
    const [victim, survivor] = stack.pids().registration!;
    process.kill(victim!, 'SIGKILL');
    const replaced = await waitFor(
      async () => {
        const now = stack.pids().registration!;
        return now.length === 2 && !now.includes(victim!) ? now : undefined;
      },
      120_000,
      200,
    );
    expect(replaced).toContain(survivor);
    const client = steadyClient();
    await new Promise((r) => setTimeout(r, 2000));
    await client.stop();
    expect(client.failures).toEqual([]);
    expect(client.answered()).toBeGreaterThan(5);
  });
});
