import { appendEvent, DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { competitions } from '../../db/schema';
import { assertManager, assertPaymentAdmin, visibleTo } from './access';
import {
  COMPETITION_CANCELLED,
  COMPETITION_DELETED,
  COMPETITION_UNCANCELLED,
  publishCompetition,
} from './events';
import { loadCompetitions } from './read';
import type { Competition } from './types';
import { inTransaction } from './write';

const live = (user: AuthUser, ids: number[]) =>
  and(inArray(competitions.id, ids), isNull(competitions.deletedAt), visibleTo(user));

/**
 * Cancels or reactivates a competition or event. Cancelling once its registration window has
 * opened answers 409 ERROR.REGISTRATION_ALREADY_STARTED unless `force` (the dialog's forced
 * cancel): shooters have signed up by then.
 */
export async function setCancelled(
  db: Database,
  user: AuthUser,
  id: number,
  cancelled: boolean,
  force: boolean,
): Promise<Competition> {
  assertManager(user);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(competitions)
      .where(live(user, [id]))
      .for('update');
    if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
    if (row.cancelled === cancelled) return (await loadCompetitions(tx, [id]))[0]!;
    const started = row.registration && row.registrationStart !== null && row.registrationStart <= new Date();
    if (cancelled && started && !force) throw new DomainError('ERROR.REGISTRATION_ALREADY_STARTED', 409);
    await tx
      .update(competitions)
      .set({
        cancelled,
        cancelledAt: cancelled ? new Date() : null,
        version: sql`${competitions.version} + 1`,
      })
      .where(eq(competitions.id, id));
    return publishCompetition(tx, id, cancelled ? COMPETITION_CANCELLED : COMPETITION_UNCANCELLED);
  });
}

/** Marks competitions paid or unpaid (IS_ADMIN only); paidAt is when it was marked paid. */
export async function setPaid(
  db: Database,
  user: AuthUser,
  ids: number[],
  paid: boolean,
  portalAdminToo = false,
): Promise<number> {
  assertPaymentAdmin(user, portalAdminToo);
  return inTransaction(db, async (tx) => {
    const changed = await tx
      .update(competitions)
      .set({
        paid,
        paidAt: paid ? sql`coalesce(${competitions.paidAt}, now())` : null,
        version: sql`${competitions.version} + 1`,
      })
      .where(and(live(user, [...new Set(ids)]), sql`${competitions.paid} is distinct from ${paid}`))
      .returning({ id: competitions.id });
    for (const { id } of changed) await publishCompetition(tx, id);
    return changed.length;
  });
}

/** Soft-deletes the competitions of the ids the user may manage; answers how many. */
export async function deleteCompetitions(
  db: Database,
  user: AuthUser,
  ids: number[],
  event?: boolean,
): Promise<number> {
  assertManager(user);
  return inTransaction(db, async (tx) => {
    const deleted = await tx
      .update(competitions)
      .set({ deletedAt: new Date(), version: sql`${competitions.version} + 1` })
      .where(
        and(live(user, [...new Set(ids)]), event === undefined ? undefined : eq(competitions.event, event)),
      )
      .returning({ id: competitions.id, version: competitions.version });
    for (const row of deleted)
      await appendEvent(tx, 'catalog', 'catalog', {
        type: COMPETITION_DELETED,
        version: row.version,
        payload: { id: row.id },
      });
    return deleted.length;
  });
}
