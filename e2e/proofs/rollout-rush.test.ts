import { describe, expect, it } from 'vitest';
import { COMPONENTS, expectEveryReplicaReplaced } from '../test/replicas';
import { ROLLOUT_SPREAD_MS, rushStage, summary } from './rushStage';

/**
 * Half of the last step of `npm test` and of `npm run proof:replicas` (docs/replicas.md, the proof):
 * `npm run rollout` replaces every replica of `REPLICAS=2 npm start` one at a time during a
 * registration rush with public browsing and back-office work going on.
 */
describe('a rolling update of every replica under a registration rush', () => {
  // the stack starts before the tests: read `stage.portal` inside them
  const stage = rushStage();

  it('when every replica of every component is replaced during a rush then no request fails and nothing is lost or doubled', async () => {
    const stack = stage.portal.replicated!;
    const before = await stack.pids();
    for (const name of COMPONENTS) expect(before[name], name).toHaveLength(2);
    const match = await stage.rushMatch('Rollout-Cup');
    const rollout = stack.rollout(); // `npm run rollout`
    // the users keep arriving through the rollout (about 230 s under the full rush)
    const run = await stage.rushDuring(match, ROLLOUT_SPREAD_MS, rollout);
    expect(run.traffic.failures()).toEqual([]);
    expect(run.work.failedExports).toEqual([]); // a replica retired by SIGTERM finishes its job first
    await stage.expectInvariants(match, run);
    expectEveryReplicaReplaced(before, await stack.pids());
    console.log(`rollout under a rush: ${summary(run)}`);
  }, 900_000);
});
