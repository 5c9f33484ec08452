import type { PrepareOrderBody } from '@portal/contracts';
import { DomainError, GUEST, type AuthUser, type RunningService } from '@portal/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FullSquadHint } from '../src/domain/orders/full-squad-hint';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

/**
 * The full-squad hint against a real database: it refuses exactly when the one-statement refusal
 * did (full, open, the caller without a running item there), and answers from its read while
 * that read is fresh (a very long freshness here, instead of waiting for time to pass).
 */
describe('full-squad hint', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let service: RunningService;
  let base: string;
  const user = (id: number): AuthUser => ({ ...GUEST, id, username: `u${id}`, roles: ['ROLE_USER'] });
  const body = (competitionId: number, squadId: number) =>
    prepareBody(competitionId, squadId) as unknown as PrepareOrderBody;
  const refusal = (hint: FullSquadHint, who: AuthUser, competitionId: number, squadId: number) =>
    hint.refuseWhenFull(who, body(competitionId, squadId)).then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? error.key : String(error)),
    );
  const publish = (snapshot: ReturnType<typeof competitionSnapshot>, version = 1) =>
    r.publishCompetition(snapshot, version);

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'hint');
    keys = r.keys;
    service = r.services[0]!;
    base = r.bases[0]!;
  });
  afterAll(() => r?.stop());

  it('when a squad is full then everybody without an item there is refused, unless it is another competition', async () => {
    await publish(competitionSnapshot(300, [{ id: 3000, squadSize: 1, maxWaitingListSize: 0 }]));
    const fresh = () => new FullSquadHint(service.ctx.db, 0);
    expect(await refusal(fresh(), user(31), 300, 3000)).toBeNull(); // free: the full way decides
    const guest = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(300, 3000));
    expect(guest.status).toBe(200);
    const full = fresh();
    expect(await refusal(full, user(31), 300, 3000)).toBe('SQUAD_FULL');
    expect(await refusal(full, GUEST, 300, 3000)).toBe('SQUAD_FULL');
    expect(await refusal(full, user(31), 999, 3000)).toBeNull(); // not that competition's squad
  });

  it('when the caller holds a running item then the hint lets the call through to get it back', async () => {
    await publish(competitionSnapshot(301, [{ id: 3010, squadSize: 1, maxWaitingListSize: 0 }]));
    const holder = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(301, 3010),
      await shooterToken(keys, 41),
    );
    expect(holder.status).toBe(200);
    const hint = new FullSquadHint(service.ctx.db, 60_000);
    expect(await refusal(hint, user(41), 301, 3010)).toBeNull();
    expect(await refusal(hint, user(42), 301, 3010)).toBe('SQUAD_FULL');
  });

  it('when a hold is given through watch then the answer passes through and a new read lets its user by', async () => {
    await publish(competitionSnapshot(302, [{ id: 3020, squadSize: 1, maxWaitingListSize: 0 }]));
    const hint = new FullSquadHint(service.ctx.db, 60_000);
    expect(await refusal(hint, user(51), 302, 3020)).toBeNull(); // read while free
    const token = await shooterToken(keys, 51);
    const held = await hint.watch(user(51), body(302, 3020), () =>
      call(base, 'POST', 'publicResources/prepareOrder', prepareBody(302, 3020), token),
    );
    expect(held.status).toBe(200);
    // a later read says full; the user given the hold goes the full way to get it back
    const later = new FullSquadHint(service.ctx.db, 60_000);
    expect(await refusal(later, user(52), 302, 3020)).toBe('SQUAD_FULL');
    expect(await refusal(later, user(51), 302, 3020)).toBeNull();
  });

  it('when the competition closes after a fresh read then that read still answers until it is old', async () => {
    await publish(competitionSnapshot(303, [{ id: 3030, squadSize: 1, maxWaitingListSize: 0 }]));
    const taken = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(303, 3030),
      await shooterToken(keys, 61),
    );
    expect(taken.status).toBe(200);
    const cached = new FullSquadHint(service.ctx.db, 60_000);
    expect(await refusal(cached, user(62), 303, 3030)).toBe('SQUAD_FULL');
    await publish(
      competitionSnapshot(303, [{ id: 3030, squadSize: 1, maxWaitingListSize: 0 }], { cancelled: true }),
      2,
    );
    // the fairness trade-off: the fresh read still refuses; a new read lets the full way answer
    expect(await refusal(cached, user(62), 303, 3030)).toBe('SQUAD_FULL');
    expect(await refusal(new FullSquadHint(service.ctx.db, 0), user(62), 303, 3030)).toBeNull();
  });
});
