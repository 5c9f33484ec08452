import { randomUUID } from 'node:crypto';
import { creditorReference, epcImageBase64 } from '@portal/epc';
import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findOpenPayment, lockMembership, type PremiumMethod, type PremiumPayment } from './membership';
import type { PremiumSettings } from './settings';
import { premiumState } from './premium-state';

/** The remittance reference of a premium payment: `RF..PRM` + 12 hex digits of its id. */
export const premiumReference = (paymentId: string) =>
  creditorReference(`PRM${paymentId.replace(/-/g, '').slice(0, 12)}`);

/**
 * Buying a year (or the next year, while one runs): one open payment per user; asking again
 * answers the open one (a double click or a second tab does not make a second debt). A different
 * method or auto-renewal wish replaces the open payment's. A renewal whose card charge is still
 * processing cannot be paid by hand (409 PREMIUM_RENEWAL_PROCESSING). The buyer must accept the
 * terms and the withdrawal information (`agbs`); the moment is kept on the payment as proof
 * (docs/people-data-and-consent.md).
 */
export async function startPurchase(
  tx: DbExecutor,
  userId: number,
  wish: { method: PremiumMethod; autoRenew: boolean; agbs?: boolean },
  settings: PremiumSettings,
  now: Date,
): Promise<PremiumPayment> {
  if (wish.agbs !== true) throw new DomainError('FIELD_IS_REQUIRED', 400, 'agbs');
  const membership = await lockMembership(tx, userId); // serializes a user's purchases
  const open = await findOpenPayment(tx, userId);
  if (open) {
    // the saved card is being charged for it: paying by hand as well would pay twice
    if (open.chargeOutcome === 'PROCESSING') throw new DomainError('PREMIUM_RENEWAL_PROCESSING', 409);
    await tx.execute(sql`UPDATE premium_payments SET method = ${wish.method}, auto_renew = ${wish.autoRenew},
      terms_accepted_at = ${now} WHERE id = ${open.id}`);
    if (open.method === wish.method && open.autoRenew === wish.autoRenew) return open;
    return { ...open, method: wish.method, autoRenew: wish.autoRenew };
  }
  const { valid: running } = await premiumState(tx, userId, membership.validUntil, now);
  const id = randomUUID();
  const payment: PremiumPayment = {
    id,
    userId,
    kind: running ? 'RENEWAL' : 'PURCHASE',
    method: wish.method,
    amountCents: settings.priceCents,
    autoRenew: wish.autoRenew,
    status: 'PENDING',
    reference: premiumReference(id),
    chargeOutcome: null,
    createdAt: now,
    paidAt: null,
    periodFrom: null,
    periodTo: null,
  };
  await tx.execute(sql`
    INSERT INTO premium_payments (id, user_id, kind, method, amount_cents, auto_renew, status, reference,
      terms_accepted_at, created_at)
    VALUES (${id}, ${userId}, ${payment.kind}, ${payment.method}, ${payment.amountCents},
      ${payment.autoRenew}, 'PENDING', ${payment.reference}, ${now}, ${now})`);
  return payment;
}

/** The EPC QR code of a premium payment by transfer, to the portal's account, with its details. */
export async function premiumTransferEpc(payment: PremiumPayment, settings: PremiumSettings) {
  if (payment.status !== 'PENDING') throw new DomainError('ALREADY_PAID', 409);
  const { payload, image } = await epcImageBase64({
    ...settings.beneficiary,
    amountCents: payment.amountCents,
    reference: payment.reference,
    information: 'Premium',
  });
  const { name, iban, bic } = settings.beneficiary;
  // the details in words as well: a code alone cannot be typed into a bank's form (issue 20)
  return {
    epc: image,
    payload,
    reference: payment.reference,
    amountCents: payment.amountCents,
    name,
    iban,
    bic,
  };
}
