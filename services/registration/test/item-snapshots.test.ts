import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistrations, reserveBody, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody } from './support';

type Outbox = { type: string; version: number; payload: Record<string, unknown> };

/**
 * The export service's read model gets every order item of a confirmed order as a snapshot
 * (`registration.order-item.upserted`), written by triggers in the writer's transaction
 * (migration 0008_h14a_item_snapshots); holds that are not confirmed write nothing.
 */
describe('order-item snapshots for reporting', () => {
  let r: Registrations;
  let base: string;
  const snapshots = async (itemId: number) =>
    (
      await r.query<{ envelope: Outbox }>(
        `SELECT envelope FROM registration.outbox
          WHERE type = 'registration.order-item.upserted' AND (envelope->'payload'->>'itemId')::int = $1 ORDER BY id`,
        [itemId],
      )
    ).map((row) => row.envelope);

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'regsnap');
    base = r.bases[0]!;
    await r.publishCompetition(competitionSnapshot(301, [{ id: 3010, squadSize: 3, maxWaitingListSize: 0 }]));
  });
  afterAll(() => r?.stop());

  it('when a place is held then nothing is published; when it is reserved then the item comes, newer on every change', async () => {
    const prepared = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(301, 3010));
    expect(prepared.status).toBe(200);
    const item = prepared.body.orderItems[0] as { id: number; token: string };
    expect(await snapshots(item.id)).toEqual([]);

    const reserved = await call(base, 'POST', 'publicResources/reserveOrder', reserveBody(item.token));
    expect(reserved.status).toBe(200);
    // the order is confirmed first, then the item gets the personal data: the newest counts
    const afterReserve = await snapshots(item.id);
    const first = afterReserve.at(-1);
    expect(first).toMatchObject({
      type: 'registration.order-item.upserted',
      payload: {
        itemId: item.id,
        orderStatus: 'RESERVED',
        competitionId: 301,
        squadId: 3010,
        firstName: 'Anna',
        lastName: 'Schütz',
        email: 'anna@example.org',
        cancelled: false,
        paid: false,
        waitingList: false,
      },
    });
    expect(first!.payload).not.toHaveProperty('token');

    await r.query('UPDATE registration.order_items SET paid = true WHERE id = $1', [item.id]);
    const all = await snapshots(item.id);
    const last = all.at(-1)!;
    expect(all.length).toBe(afterReserve.length + 1);
    expect(last.payload.paid).toBe(true);
    expect(last.version).toBeGreaterThan(first!.version);
  });

  it('when a hold expires unconfirmed then its item is never published', async () => {
    const prepared = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(301, 3010));
    const item = prepared.body.orderItems[0] as { id: number };
    await r.query(`UPDATE registration.order_items SET released = true WHERE id = $1`, [item.id]);
    await r.query(`UPDATE registration.orders SET status = 'EXPIRED' WHERE id = $1`, [prepared.body.id]);
    expect(await snapshots(item.id)).toEqual([]);
  });

  it('when a reservation code is made or used then its snapshot is published', async () => {
    const [code] = await r.query<{ id: number }>(
      `INSERT INTO registration.reservation_codes (code, competition_id, club_id, created_by)
       VALUES ('SNAP-1', 301, 1, 9) RETURNING id`,
    );
    await r.query(
      `UPDATE registration.reservation_codes SET used = true, used_at = now(), order_item_id = 1 WHERE id = $1`,
      [code!.id],
    );
    const rows = await r.query<{ envelope: Outbox }>(
      `SELECT envelope FROM registration.outbox WHERE type = 'registration.reservation-code.upserted' ORDER BY id`,
    );
    expect(rows.map((row) => row.envelope.payload)).toMatchObject([
      { id: code!.id, code: 'SNAP-1', competitionId: 301, clubId: 1, used: false, usedAt: null },
      { id: code!.id, used: true, orderItemId: 1 },
    ]);
  });
});
