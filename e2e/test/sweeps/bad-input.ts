import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../portal';
import { changedTables, openChecksums } from './checksum';
import { hasErrorShape, inParallel, send } from './http';
import { expectOnlyKnownOpen, matches, type Failure } from './known';
import { loadOperations, type Operation } from './openapi';
import { probesOf } from './probes';
import { toRequest } from './requests';
import { World, type Actor } from './world';

const SENDERS: Actor[] = ['admin', 'guest'];

/**
 * The bad-input sweep over the operations `select` picks: every probe as an admin (so validation
 * is reached) and as a guest must answer a 4xx with the JSON error shape or a 2xx, never a 5xx or a
 * dropped connection, and must leave every service table as it was.
 */
export function describeBadInputSweep(title: string, select: (op: Operation) => boolean) {
  describe(`bad-input sweep: ${title}`, () => {
    let portal: Portal;
    let world: World;
    let operations: Operation[];

    beforeAll(async () => {
      // the sweep sends far more than a user's budget of requests per minute
      process.env.RATE_LIMIT_POINTS = '1000000';
      portal = await startPortal();
      world = new World(portal.url);
      await world.setUp();
      operations = (await loadOperations(portal.url)).filter(select);
    });
    afterAll(() => portal?.stop());

    it('answers every probe with a JSON 4xx or a 2xx, keeps the connection and writes nothing', async () => {
      const checksums = await openChecksums(portal.infra.databaseUrl);
      const failures: Failure[] = [];
      let sent = 0;
      try {
        expect(checksums.tables).toBeGreaterThan(20);
        // one operation at a time, so that a changed table names the operation that changed it
        for (const op of operations) {
          const before = await checksums.take();
          const jobs = probesOf(op).flatMap((probe) => SENDERS.map((actor) => ({ probe, actor })));
          const probe = async ({ probe, actor }: (typeof jobs)[number]) => {
            const answer = await send(portal.url, toRequest(op, probe.parts, world.sessions[actor].token));
            sent++;
            const id = `bad-input ${op.key} ${probe.kind} as ${actor}`;
            const detail = `${probe.where}: ${answer.dropped ? `dropped (${answer.dropped})` : `${answer.status} ${answer.text.slice(0, 200)}`}`;
            // a dropped connection and a bodiless 4xx (e.g. 431) alternate for the same probe
            if (
              answer.dropped ||
              (answer.status >= 400 && answer.status < 500 && !hasErrorShape(answer.text))
            )
              failures.push({ id: `${id}: no JSON answer`, detail });
            else if (answer.status >= 500) failures.push({ id: `${id}: 5xx`, detail });
          };
          await inParallel(jobs, 8, probe);
          if (changedTables(before, await checksums.take()).length === 0) continue;
          // something wrote: replay the probes one by one to name the ones that write
          for (const job of jobs) {
            const start = await checksums.take();
            await send(portal.url, toRequest(op, job.probe.parts, world.sessions[job.actor].token));
            const changed = changedTables(start, await checksums.take());
            if (changed.length)
              failures.push({
                id: `bad-input ${op.key} ${job.probe.kind} as ${job.actor}: rows changed`,
                detail: `${job.probe.where}: ${changed.join(', ')}`,
              });
          }
        }
      } finally {
        await checksums.close();
      }
      expect(sent).toBeGreaterThan(operations.length * 10);
      // an entry belongs to this file when its operation (`*`, or `METHOD path` with `*`) is one of ours
      const inScope = (entry: string) => {
        const [, method, path] = entry.split(' ');
        const operation = method === '*' ? '*' : `${method} ${path?.replace(/:$/, '')}`;
        return operations.some((op) => matches(operation, op.key));
      };
      expectOnlyKnownOpen(failures, 'bad-input ', inScope);
    });
  });
}

/** Identity's operations (accounts, users, roles, clients, profile); the other file sweeps the rest. */
export const isIdentityOperation = (op: Operation) =>
  /^\S+ \/api\/(\.well-known|login|identity|users|profile|roles|userRoles|userPermissions|clients|publicResources\/(createUser|verifyToken|resetPassword|confirmPasswordReset))\b/.test(
    op.key,
  );
