import { describe, expect, it } from 'vitest';
import { COMPONENTS } from '../test/replicas';
import { KILL_GAP_MS, rushStage, summary } from './rushStage';
import type { Call } from './rushTraffic';
import type { CaughtMail } from '../../scripts/mail-catcher';

/** how long before its kill a notification replica may have handed a mail over without noting it */
const MAIL_HAND_OVER_MS = 5000;

/** When the process `pid` no longer exists (a signal to it fails), polled every 5 ms. */
async function gone(pid: number): Promise<number> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return performance.now();
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Half of the last step of `npm test` and of `npm run proof:replicas` (docs/replicas.md, the proof): one replica of each component
 * of `REPLICAS=2 npm start` is killed without warning during a registration rush.
 */
describe('kill -9 of replicas under a registration rush', () => {
  // the stack starts before the tests: read `stage.portal` inside them
  const stage = rushStage();

  it('when one replica of each component is killed mid-rush then only calls in flight on it fail and nothing is lost or doubled', async () => {
    const stack = stage.portal.replicated!;
    const match = await stage.rushMatch('Kill-Cup');
    // a kill lasts from the signal until the process is gone: a call that reached it meanwhile was cut
    const kills: { name: string; pid: number; at: number; gone: number; wall: [number, number] }[] = [];
    const killing = (async () => {
      await new Promise((r) => setTimeout(r, 3000));
      for (const name of COMPONENTS) {
        const pid = (await stack.pids())[name]![0]!;
        const [at, wallAt] = [performance.now(), Date.now()];
        process.kill(pid, 'SIGKILL');
        kills.push({ name, pid, at, gone: await gone(pid), wall: [wallAt, Date.now()] });
        await new Promise((r) => setTimeout(r, KILL_GAP_MS));
      }
    })();
    // the users keep arriving until the last kill
    const run = await stage.rushDuring(match, 3000 + COMPONENTS.length * KILL_GAP_MS, killing);
    // a failure is allowed only for a call that was under way when a replica died
    const inFlight = (call: Pick<Call, 'started' | 'ended'>) =>
      kills.some((kill) => call.started <= kill.gone && call.ended >= kill.at);
    const failures = run.traffic.failures();
    expect(failures.filter((call) => !inFlight(call))).toEqual([]);
    // a mail the SMTP server took just before notification's replica died, before it noted the
    // hand-over, goes out again (same Message-ID) from the survivor (docs/replicas.md, the proof)
    const notification = kills.find((kill) => kill.name === 'notification')!;
    const handedOverAtKill = (mail: CaughtMail) =>
      mail.receivedAt >= notification.wall[0] - MAIL_HAND_OVER_MS && mail.receivedAt <= notification.wall[1];
    const { mailCopies } = await stage.expectInvariants(match, run, inFlight, handedOverAtKill);
    const after = await stack.pids();
    for (const name of COMPONENTS) {
      expect(after[name], name).toHaveLength(2); // each one replaced
      expect(after[name], name).not.toContain(kills.find((k) => k.name === name)!.pid);
    }
    const met = run.outcomes.unexpected.length + run.work.unexpected.length;
    console.log(
      `kill -9 mid-rush: ${summary(run)}; ${failures.length} calls in flight on a killed replica failed, ` +
        `${met} met what their cut first try had done, ${mailCopies} mails sent twice by a killed notification replica`,
    );
  }, 600_000);
});
