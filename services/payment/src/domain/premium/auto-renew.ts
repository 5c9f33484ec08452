import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { premiumChanged } from './events';
import { findMembership, type Membership } from './membership';

/**
 * Switches the auto-renewal of a running membership on or off (the premium page's "cancel
 * auto-renewal"). Off: no reminder and no renewal follow (the job finds the flag off), and the
 * saved card is no longer used: switched on again, the renewal is paid by hand (or by a new card
 * purchase with auto-renewal, which keeps that card).
 */
export async function setAutoRenew(
  tx: DbExecutor,
  userId: number,
  autoRenew: boolean,
  now: Date,
): Promise<Membership> {
  const before = await findMembership(tx, userId, true);
  if (!before?.validUntil || before.validUntil <= now) throw new DomainError('NOT_FOUND', 404);
  if (before.autoRenew === autoRenew) return before;
  const savedMethod = autoRenew ? before.savedMethod : null;
  const membership: Membership = { ...before, autoRenew, savedMethod, version: before.version + 1 };
  await tx.execute(sql`UPDATE premium_memberships SET auto_renew = ${autoRenew}, version = ${membership.version},
    ${autoRenew ? sql`` : sql`provider = NULL, provider_customer_id = NULL, provider_payment_method = NULL,`}
    updated_at = now() WHERE user_id = ${userId}`);
  await premiumChanged(tx, membership);
  return membership;
}
