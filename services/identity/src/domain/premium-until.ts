import { viennaDay, type PremiumChanged } from '@portal/contracts';
import type { Database, DbExecutor } from '@portal/service-kit';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { userEvents } from '../events/user-events';
import { rolesOf } from './user-view';

/** The calendar day (Vienna) an instant falls on: `paymentUntil` is a date, valid through that day. */
export const viennaDate = (instant: string) => viennaDay(instant);

/**
 * `payment.premium.changed`: the user's `paymentUntil` follows the membership. Premium years only
 * ever grow (a renewal extends from the end), so the later date wins: changes arriving out of
 * order, or an administrator's hand-set later date, are never shortened. The user's version is
 * bumped and `identity.user.upserted` goes out, so registration's replica (premium features)
 * follows; `GET identity` and checkAuth hand out a token with the new claim on the next call.
 */
export async function applyPremiumChange(tx: DbExecutor, change: PremiumChanged): Promise<boolean> {
  if (!change.paymentUntil) return false;
  const until = viennaDate(change.paymentUntil);
  const [user] = await (tx as Database)
    .update(users)
    .set({ paymentUntil: until, version: sql`${users.version} + 1` })
    .where(
      sql`${eq(users.id, change.userId)} AND (${users.paymentUntil} IS NULL OR ${users.paymentUntil} < ${until})`,
    )
    .returning();
  if (!user) return false;
  const roles = (await rolesOf(tx, [user.id])).get(user.id) ?? [];
  await userEvents.upserted(
    tx,
    user,
    roles.map((r) => r.name),
  );
  return true;
}
