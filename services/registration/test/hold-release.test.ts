import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHold } from '../src/domain/orders/expire-hold';
import { reserveOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

/**
 * Release on leave and the user's own earlier hold (docs/sign-up-opening.md), against two
 * in-process replicas on one database: releases race the expiry and new sign-ups, a user
 * re-prepares for a squad's last place while others race for it, and the seat invariant holds.
 */
describe('releasing a hold and the user’s own earlier hold', () => {
  let r: Registrations;
  const base = (i: number) => r.bases[i % r.bases.length]!;
  const prepare = (i: number, competitionId: number, squadId: number, token?: string) =>
    call(base(i), 'POST', 'publicResources/prepareOrder', prepareBody(competitionId, squadId), token);
  const release = (i: number, itemToken: string, token?: string) =>
    call(base(i), 'POST', 'publicResources/releaseOrder', { token: itemToken }, token);

  /** held/taken of the squad, and the live PREPARE / RESERVED items that must equal them */
  const counts = async (squadId: number) => {
    const [row] = await r.query<{ held: number; taken: number; size: number }>(
      'SELECT held, taken, squad_size AS size FROM registration.squad_occupancy WHERE squad_id = $1',
      [squadId],
    );
    const [live] = await r.query<{ holds: string; reserved: string }>(
      `SELECT count(*) FILTER (WHERE o.status = 'PREPARE') AS holds,
              count(*) FILTER (WHERE o.status = 'RESERVED') AS reserved
       FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
       WHERE i.squad_id = $1 AND NOT i.released AND NOT i.cancelled AND NOT i.waiting_list`,
      [squadId],
    );
    return { ...row!, holds: Number(live!.holds), reserved: Number(live!.reserved) };
  };

  beforeAll(async () => {
    r = await startRegistrations(2, {}, 'release');
  });
  afterAll(() => r?.stop());

  it('when the dialog is left then its hold is free at once, once, and only for its owner', async () => {
    await r.publishCompetition(competitionSnapshot(700, [{ id: 7000, squadSize: 1, maxWaitingListSize: 0 }]));
    const guest = await prepare(0, 700, 7000);
    expect(guest.status).toBe(200);
    expect((await counts(7000)).held).toBe(1);
    expect((await prepare(1, 700, 7000, await shooterToken(r.keys, 71))).body.error).toBe('SQUAD_FULL');

    expect((await release(1, 'x')).body.error).toBe('FIELD_INVALID'); // bad token: 400, nothing written
    expect((await release(1, 'a'.repeat(32))).status).toBe(404);
    const guestItem = guest.body.orderItems[0].token as string;
    expect((await release(1, guestItem)).status).toBe(204);
    expect(await counts(7000)).toMatchObject({ held: 0, holds: 0 });
    expect((await release(0, guestItem)).body.error).toBe('PREPARED_ORDER_NOT_FOUND'); // a second time
    // the freed place is a place again (once the full-squad hint's read of 250 ms is old)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shooter = await prepare(1, 700, 7000, await shooterToken(r.keys, 71));
    expect(shooter.status).toBe(200);
    const shooterItem = shooter.body.orderItems[0].token as string;
    // a signed-in user's hold: not by another user, not by a guest who learnt the token
    expect((await release(0, shooterItem, await shooterToken(r.keys, 72))).status).toBe(403);
    expect((await release(0, shooterItem)).status).toBe(403);
    expect((await counts(7000)).held).toBe(1);
    expect((await release(0, shooterItem, await shooterToken(r.keys, 71))).status).toBe(204);
    expect((await counts(7000)).held).toBe(0);
    expect(await r.query(`SELECT status FROM registration.orders WHERE id = $1`, [shooter.body.id])).toEqual([
      { status: 'EXPIRED' },
    ]);
  });

  it('when the same user prepares again then the own hold is given back or moved, never refused', async () => {
    await r.publishCompetition(
      competitionSnapshot(701, [
        { id: 7010, squadSize: 1, maxWaitingListSize: 2 },
        { id: 7011, squadSize: 1, maxWaitingListSize: 0 },
      ]),
    );
    const jwt = await shooterToken(r.keys, 73);
    const first = await prepare(0, 701, 7010, jwt); // the last place of 7010
    expect(first.status).toBe(200);
    const again = await prepare(1, 701, 7010, jwt); // dialog closed, release lost, same squad
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.orderItems[0].waitingList).toBe(false);
    const other = await prepare(0, 701, 7011, jwt); // another squad: the earlier hold goes
    expect(other.status).toBe(200);
    expect(other.body.orderItems[0].squadId).toBe(7011);
    expect(await counts(7010)).toMatchObject({ held: 0, holds: 0 });
    expect(await counts(7011)).toMatchObject({ held: 1, holds: 1 });
    // a reserved registration still refuses a second one
    await reserveOverHttp(base(1), other.body.orderItems[0].token as string, jwt);
    expect((await prepare(0, 701, 7010, jwt)).body.error).toBe('MULTIPLE_REGISTRATION');
    expect(await counts(7010)).toMatchObject({ held: 0, holds: 0 });
  });

  it('when releases race the expiry and new sign-ups then every place is given once and counts stay true', async () => {
    const size = 10;
    await r.publishCompetition(
      competitionSnapshot(702, [{ id: 7020, squadSize: size, maxWaitingListSize: 0 }]),
    );
    const holders = await Promise.all(
      Array.from({ length: size }, async (_, i) =>
        prepare(i, 702, 7020, await shooterToken(r.keys, 7200 + i)),
      ),
    );
    expect(holders.every((h) => h.status === 200)).toBe(true);
    const newcomers = await Promise.all(Array.from({ length: 40 }, (_, i) => shooterToken(r.keys, 7300 + i)));
    const db = r.services[0]!.ctx.db;
    // each hold is released by its owner and expired by the job at the same time, while 40 others rush
    const results = await Promise.all([
      ...holders.map(async (h, i) =>
        release(i, h.body.orderItems[0].token, await shooterToken(r.keys, 7200 + i)).then((a) => a.status),
      ),
      ...holders.map((h) => expireHold(db, h.body.id as number).then((done) => (done ? 'expired' : 'late'))),
      ...newcomers.map((jwt, i) => prepare(i, 702, 7020, jwt).then((a) => a.body.error ?? 'held')),
    ]);
    const releases = results.slice(0, size);
    const expiries = results.slice(size, 2 * size);
    const rush = results.slice(2 * size);
    // per hold exactly one of release and expiry ended it
    for (let i = 0; i < size; i++)
      expect([releases[i] === 204, expiries[i] === 'expired'].filter(Boolean)).toHaveLength(1);
    expect(releases.every((s) => s === 204 || s === 404)).toBe(true);
    const held = rush.filter((x) => x === 'held').length;
    expect(held).toBeLessThanOrEqual(size);
    expect(rush.every((x) => x === 'held' || x === 'SQUAD_FULL')).toBe(true);
    const now = await counts(7020);
    expect(now.held + now.taken).toBeLessThanOrEqual(size);
    expect(now.held).toBe(now.holds);
    expect(now.held).toBe(held);
  });

  it('when a user moves to a squad’s last place while others race for it then nobody gets two and no squad oversells', async () => {
    for (let round = 0; round < 5; round++) {
      const id = 710 + round;
      const [from, to] = [id * 10, id * 10 + 1];
      await r.publishCompetition(
        competitionSnapshot(id, [
          { id: from, squadSize: 1, maxWaitingListSize: 0 },
          { id: to, squadSize: 1, maxWaitingListSize: 0 },
        ]),
      );
      const mover = await shooterToken(r.keys, 7500 + round);
      expect((await prepare(0, id, from, mover)).status).toBe(200);
      const others = await Promise.all(
        Array.from({ length: 20 }, (_, i) => shooterToken(r.keys, 7600 + round * 20 + i)),
      );
      const [moved, ...rest] = await Promise.all([
        prepare(round, id, to, mover),
        ...others.map((jwt, i) => prepare(i, id, i % 2 === 0 ? to : from, jwt)),
      ]);
      const a = await counts(from);
      const b = await counts(to);
      expect(a.held + a.taken).toBeLessThanOrEqual(1);
      expect(b.held + b.taken).toBeLessThanOrEqual(1);
      expect(a.held).toBe(a.holds);
      expect(b.held).toBe(b.holds);
      // the mover has exactly one running hold: the new one, or (refused SQUAD_FULL) the old one
      const mine = await r.query<{ squadId: number }>(
        `SELECT i.squad_id AS "squadId" FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
         WHERE i.user_id = $1 AND o.status = 'PREPARE' AND NOT i.released`,
        [7500 + round],
      );
      if (moved!.status === 200) expect(mine).toEqual([{ squadId: to }]);
      else {
        expect(moved!.body.error).toBe('SQUAD_FULL');
        expect(mine).toEqual([{ squadId: from }]);
      }
      expect(rest.every((x) => x.status === 200 || x.body.error === 'SQUAD_FULL')).toBe(true);
    }
  });
});
