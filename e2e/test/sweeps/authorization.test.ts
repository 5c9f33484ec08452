import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../portal';
import { ACCESS_TABLE, type AccessCase } from './access-table';
import { inParallel, send, type SweepAnswer } from './http';
import { expectOnlyKnownOpen, type Failure } from './known';
import { loadOperations, type Operation } from './openapi';
import { defaultParts, toRequest, type RequestParts } from './requests';
import { ACTORS, World, type Actor } from './world';

// the sweep sends far more than a user's budget of requests per minute
process.env.RATE_LIMIT_POINTS = '1000000';

/** A refusal: not logged in, not permitted, or (another club's record) not found. */
const REFUSALS = [401, 403, 404];

interface Job {
  op: Operation;
  refused?: AccessCase['refused'];
  label: string;
  actor: Actor;
  allowed: boolean;
  parts: () => Promise<RequestParts>;
}

describe('authorization sweep: every operation × every actor against the access table', () => {
  let portal: Portal;
  let world: World;
  let operations: Operation[];

  beforeAll(async () => {
    portal = await startPortal();
    world = new World(portal.url);
    await world.setUp();
    worldRef.current = world;
    operations = await loadOperations(portal.url);
  });
  afterAll(() => portal?.stop());

  it('has a row for every operation of the merged OpenAPI document, and none for a gone one', () => {
    const keys = operations.map((op) => op.key);
    expect(operations.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !ACCESS_TABLE[key])).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers no actor a 2xx the table does not allow, and every allowed owner a 2xx', async () => {
    const jobs: Job[] = [];
    for (const op of operations) {
      const rule = ACCESS_TABLE[op.key];
      if (!rule) continue;
      if (rule.cases) {
        for (const [name, accessCase] of Object.entries(rule.cases))
          jobs.push(...caseJobs(op, name, accessCase));
        continue;
      }
      // no owner involved: the permission check decides, so only the refused actors are sent
      for (const actor of ACTORS.filter((a) => !rule.allow.includes(a)))
        jobs.push({ op, label: '', actor, allowed: false, parts: async () => defaultParts(op) });
    }
    const run = (job: Job) => async () => {
      const request = toRequest(job.op, await job.parts(), world.sessions[job.actor].token);
      return { job, answer: await send(portal.url, request) };
    };
    // refused actors first, so that an allowed delete cannot hide a refusal behind a 404
    const refused = await inParallel(
      jobs.filter((j) => !j.allowed),
      8,
      (job) => run(job)(),
    );
    // allowed writes one at a time: concurrent updates of one user answer 500 (reported, not this sweep's subject)
    const allowed = await inParallel(
      jobs.filter((j) => j.allowed),
      1,
      (job) => run(job)(),
    );
    expect(refused.length).toBeGreaterThan(500);
    const failures = [...refused, ...allowed].flatMap(({ job, answer }) => judge(job, answer));
    expectOnlyKnownOpen(failures, 'authz ');
    // thousands of calls, the allowed writes one after the other: about 45 s beside a few other
    // files, past 120 s when the 2-core machine is at its busiest in a full run
  }, 360_000);
});

function caseJobs(op: Operation, name: string, accessCase: AccessCase): Job[] {
  return (accessCase.actors ?? ACTORS)
    .map((actor) => ({ actor, allowed: accessCase.allow.includes(actor) }))
    .filter(({ allowed }) => !allowed || accessCase.control !== false)
    .map(({ actor, allowed }) => ({
      op,
      label: ` [${name}]`,
      refused: accessCase.refused,
      actor,
      allowed,
      parts: async () => ({ ...defaultParts(op), ...(await accessCase.request(worldRef.current!, actor)) }),
    }));
}

/** The world of the running sweep, for the case builders. */
const worldRef: { current?: World } = {};

function judge(job: Job, answer: SweepAnswer): Failure[] {
  const id = `authz ${job.op.key}${job.label} as ${job.actor}`;
  const detail = answer.dropped
    ? `connection dropped: ${answer.dropped}`
    : `${answer.status} ${answer.text.slice(0, 300)}`;
  const ok = answer.status >= 200 && answer.status < 300;
  if (job.allowed) return ok ? [] : [{ id: `${id}: allowed but refused`, detail }];
  if (ok && !job.refused?.(answer.status, answer.text)) return [{ id: `${id}: unexpected 2xx`, detail }];
  if (ok) return [];
  if (!REFUSALS.includes(answer.status))
    return [{ id: `${id}: not refused but answered ${answer.status}`, detail }];
  return [];
}
