import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInDb, startRegistrations, type Registrations } from './harness';
import { competitionSnapshot, shooter } from './support';

/** A day of `payOnTime` lasts one second here. */
const DAY = 1000;

/**
 * The automatic cancellation of unpaid registrations (jobs/auto-cancel.ts) in two replicas with
 * one BullMQ job scheduler: `payOnTime` days after sign-up an unpaid place is cancelled for
 * NO_PAYMENT once, its place goes to the oldest waiting entry; paid items and competitions
 * without the setting keep theirs.
 */
describe('registration cancels unpaid registrations payOnTime days after sign-up', () => {
  let regs: Registrations;
  let nextUser = 3000;

  beforeAll(async () => {
    regs = await startRegistrations(
      2,
      { AUTO_CANCEL_DAY_MS: String(DAY), AUTO_CANCEL_INTERVAL_MS: '200' },
      'autocancel',
    );
  });
  afterAll(() => regs?.stop());

  const signUp = (competitionId: number, squadId: number) =>
    signUpInDb(regs.services[0]!.ctx.db, shooter(nextUser++), competitionId, squadId);
  const item = async (itemId: number) =>
    (
      await regs.query<{ cancelled: boolean; waiting_list: boolean }>(
        'SELECT cancelled, waiting_list FROM registration.order_items WHERE id = $1',
        [itemId],
      )
    )[0]!;
  const cancelledEvents = async (itemId: number) =>
    (
      await regs.query<{
        envelope: { occurredAt: string; payload: { by: string; promotedItemIds: number[] } };
      }>(
        `SELECT envelope FROM registration.outbox
         WHERE type = 'registration.order-item.cancelled' AND (envelope->'payload'->>'itemId')::int = $1`,
        [itemId],
      )
    ).map((r) => r.envelope);

  it('when payOnTime days pass without payment then the place is cancelled for no payment once and the next waiting entry moves up', async () => {
    await regs.publishCompetition(
      competitionSnapshot(
        91,
        [
          { id: 911, squadSize: 1, maxWaitingListSize: 2 },
          { id: 912, squadSize: 5, maxWaitingListSize: 0 },
        ],
        { payOnTime: 2, autoSubscriptionCancelation: true, firstPaymentReminder: 1 },
      ),
    );
    await regs.publishCompetition(
      competitionSnapshot(92, [{ id: 921, squadSize: 5, maxWaitingListSize: 0 }], {
        payOnTime: 2,
        autoSubscriptionCancelation: false,
      } as never),
    );
    const unpaid = await signUp(91, 911);
    const waiting = await signUp(91, 911);
    expect(waiting.waitingList).toBe(true);
    const paid = await signUp(91, 912);
    await regs.query('UPDATE registration.order_items SET paid = true WHERE id = $1', [paid.itemId]);
    const noSetting = await signUp(92, 921);
    const [reservedAt] = await regs.query<{ reserved_at: Date }>(
      'SELECT o.reserved_at FROM registration.orders o JOIN registration.order_items i ON i.order_id = o.id WHERE i.id = $1',
      [unpaid.itemId],
    );

    await waitFor(async () => (await item(unpaid.itemId)).cancelled, 30_000);
    expect(await item(waiting.itemId)).toEqual({ cancelled: false, waiting_list: false });
    // one more pass of both replicas: nothing is cancelled twice, the others stay
    await waitFor(async () => (await cancelledEvents(unpaid.itemId)).length > 0);
    await new Promise((r) => setTimeout(r, 3 * DAY));
    const events = await cancelledEvents(unpaid.itemId);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ by: 'NO_PAYMENT', promotedItemIds: [waiting.itemId] }),
    ]);
    expect(new Date(events[0]!.occurredAt).getTime()).toBeGreaterThanOrEqual(
      reservedAt!.reserved_at.getTime() + 2 * DAY,
    );
    expect(await item(paid.itemId)).toMatchObject({ cancelled: false });
    expect(await item(noSetting.itemId)).toMatchObject({ cancelled: false });
  });

  it('when a waiting entry gets a place then its payOnTime counts from the promotion, not from its sign-up', async () => {
    await regs.publishCompetition(
      competitionSnapshot(93, [{ id: 931, squadSize: 1, maxWaitingListSize: 1 }], {
        payOnTime: 3,
        autoSubscriptionCancelation: true,
      } as never),
    );
    const first = await signUp(93, 931);
    const waiting = await signUp(93, 931);
    const since = async () =>
      (
        await regs.query<{ place_since: Date | null; reserved_at: Date }>(
          `SELECT i.place_since, o.reserved_at FROM registration.order_items i
           JOIN registration.orders o ON o.id = i.order_id WHERE i.id = $1`,
          [waiting.itemId],
        )
      )[0]!;
    expect((await since()).place_since).toBeNull(); // no place yet
    // the first place is cancelled for no payment 3 days after its sign-up: the entry moves up
    await waitFor(async () => (await item(first.itemId)).cancelled, 30_000);
    expect(await item(waiting.itemId)).toEqual({ cancelled: false, waiting_list: false });
    const { place_since: placeSince } = await since();
    // the place came free when the first was cancelled, payOnTime days after the FIRST sign-up
    const [firstOrder] = await regs.query<{ reserved_at: Date }>(
      `SELECT o.reserved_at FROM registration.orders o
       JOIN registration.order_items i ON i.order_id = o.id WHERE i.id = $1`,
      [first.itemId],
    );
    expect(placeSince!.getTime()).toBeGreaterThanOrEqual(firstOrder!.reserved_at.getTime() + 3 * DAY);
    // counted from its sign-up it would be due now; it keeps its place for payOnTime days
    await new Promise((r) => setTimeout(r, 1.5 * DAY));
    expect(await item(waiting.itemId)).toMatchObject({ cancelled: false });
    await waitFor(async () => (await item(waiting.itemId)).cancelled, 30_000);
    const [event] = await cancelledEvents(waiting.itemId);
    expect(new Date(event!.occurredAt).getTime()).toBeGreaterThanOrEqual(placeSince!.getTime() + 3 * DAY);
  });
});
