import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS, type PaymentFailed, type PaymentSucceeded } from '@portal/contracts';
import { appendEvent, DomainError, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { MalformedEventError } from '../providers/checkout-session-event';
import { SignatureError, type PaymentProvider, type ProviderEvent } from '../providers/provider';
import { cancelledItemsOf } from './cancelled-items';
import { alreadyPaidItems, findCheckout, type CheckoutRow } from './checkout-row';
import { refundDuplicate } from './refund-duplicate';

export type CallbackOutcome =
  'APPLIED' | 'DUPLICATE_EVENT' | 'IGNORED' | 'ALREADY_APPLIED' | 'ITEMS_ALREADY_PAID' | 'ITEMS_CANCELLED';

/**
 * A provider's callback. The signature is verified before anything else is read; then each
 * provider event is applied once (`provider_events` keyed by the provider's event id, written in
 * the transaction that applies it), in whatever order events come:
 * - success moves REQUESTED/OPEN/FAILED to SUCCEEDED (money was taken, even after an earlier
 *   failure report) and publishes `payment.payment.succeeded`; a later success of the same
 *   checkout (another event id) changes nothing;
 * - failure moves only REQUESTED/OPEN to FAILED: a late failure never undoes a payment;
 * - the checkout must be one the portal opened at this provider (CHECKOUT_NOT_OPENED), and
 *   amount, currency and the provider's session must match ours (AMOUNT_MISMATCH,
 *   CURRENCY_INVALID, PAYMENT_REFERENCE_MISMATCH), unknown checkouts answer CHECKOUT_NOT_FOUND:
 *   nothing is recorded, nothing paid;
 * - money for a registration cancelled meanwhile goes back at once (cancelled-items.ts);
 * - money for items another payment already paid is not passed on and refunded at once through
 *   the adapter (refund-duplicate.ts);
 * - a checkout that keeps the card (auto-renewing premium) records the provider's customer and
 *   payment method.
 */
export async function applyCallback(
  db: Database,
  provider: PaymentProvider,
  providerName: string,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<CallbackOutcome> {
  if (providerName !== provider.name) throw new DomainError('NOT_FOUND', 404);
  const event = { ...parse(provider, rawBody ?? Buffer.alloc(0), signature), provider: provider.name };
  return db.transaction(async (tx) => {
    const checkout = event.checkoutId ? await findCheckout(tx, event.checkoutId, true) : null;
    if (event.outcome === 'IGNORED') {
      await record(tx, provider.name, event, checkout?.id ?? null, 'IGNORED');
      return 'IGNORED';
    }
    if (!checkout) throw new DomainError('CHECKOUT_NOT_FOUND', 404);
    // only a session the portal opened at this provider can be paid or failed
    if (!checkout.providerCheckoutId || checkout.provider !== provider.name)
      throw new DomainError('CHECKOUT_NOT_OPENED', 409, 'providerCheckoutId');
    if (event.providerCheckoutId !== checkout.providerCheckoutId)
      throw new DomainError('PAYMENT_REFERENCE_MISMATCH', 400, 'providerCheckoutId');
    if (event.outcome === 'SUCCEEDED') {
      if (event.currency !== checkout.currency) throw new DomainError('CURRENCY_INVALID', 400, 'currency');
      if (event.amountCents !== checkout.amountCents) throw new DomainError('AMOUNT_MISMATCH', 400, 'amount');
    }
    if (!(await record(tx, provider.name, event, checkout.id, 'RECEIVED'))) return 'DUPLICATE_EVENT';
    const outcome =
      event.outcome === 'SUCCEEDED'
        ? await succeed(tx, provider, checkout, event)
        : await fail(tx, checkout, event);
    await tx.execute(sql`
      UPDATE provider_events SET outcome = ${outcome} WHERE provider = ${provider.name} AND event_id = ${event.eventId}`);
    return outcome;
  });
}

function parse(provider: PaymentProvider, rawBody: Buffer, signature: string | undefined): ProviderEvent {
  try {
    return provider.parseCallback(rawBody, signature);
  } catch (error) {
    if (error instanceof SignatureError)
      throw new DomainError('SIGNATURE_INVALID', 401, provider.signatureHeader); // unauthenticated: a refusal like any other
    if (error instanceof MalformedEventError || error instanceof SyntaxError)
      throw new DomainError('FIELD_INVALID', 400, 'body');
    throw error;
  }
}

/** false when this provider event was applied before */
async function record(
  tx: DbExecutor,
  provider: string,
  event: ProviderEvent,
  checkoutId: string | null,
  outcome: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO provider_events (provider, event_id, type, checkout_id, outcome)
    VALUES (${provider}, ${event.eventId}, ${event.type}, ${checkoutId}, ${outcome})
    ON CONFLICT DO NOTHING RETURNING 1 AS inserted`);
  return rows.length === 1;
}

async function succeed(
  tx: DbExecutor,
  provider: PaymentProvider,
  checkout: CheckoutRow,
  event: ProviderEvent & { provider: string },
): Promise<CallbackOutcome> {
  if (['SUCCEEDED', 'DUPLICATE', 'REFUNDED'].includes(checkout.status)) return 'ALREADY_APPLIED';
  const paymentId = randomUUID();
  // two checkouts of the same item confirmed at once wait for each other here (in item order,
  // so no deadlock): the later one then sees the item paid
  for (const itemId of [...checkout.itemIds].sort((a, b) => a - b))
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payment:item:${itemId}`}))`);
  const duplicate = (await alreadyPaidItems(tx, checkout)).length > 0;
  const cancelled = !duplicate && (await cancelledItemsOf(tx, checkout)).length > 0;
  const status =
    duplicate || cancelled
      ? await refundDuplicate(
          tx,
          provider,
          checkout,
          paymentId,
          event.paymentRef,
          cancelled ? 'CANCELLED' : 'DUPLICATE',
        )
      : 'SUCCEEDED';
  const saved = checkout.saveMethod && !duplicate && !cancelled ? await savedMethod(provider, event) : null;
  await tx.execute(sql`
    UPDATE checkouts SET status = ${status}, payment_id = ${paymentId},
      provider_payment_ref = ${event.paymentRef}, provider_customer_id = ${saved?.customerId ?? null},
      provider_payment_method = ${saved?.paymentMethodId ?? null}, updated_at = now()
    WHERE id = ${checkout.id}`);
  if (duplicate) return 'ITEMS_ALREADY_PAID';
  if (cancelled) return 'ITEMS_CANCELLED';
  await tx.execute(sql`
    INSERT INTO paid_items (item_id, checkout_id, second)
    SELECT unnest(${sql.param(checkout.itemIds)}::integer[]), ${checkout.id}, ${checkout.second}`);
  const payload: PaymentSucceeded = { ...reference(checkout, event), paymentId };
  await appendEvent(tx, 'payment', 'payment', { type: ORDER_EVENTS.paymentSucceeded, payload });
  return 'APPLIED';
}

/** The card the provider kept: from the event, else asked of the provider by the payment. */
async function savedMethod(provider: PaymentProvider, event: ProviderEvent) {
  const paymentMethodId =
    event.paymentMethodId ?? (event.paymentRef ? await provider.paymentMethodOf(event.paymentRef) : null);
  return paymentMethodId ? { customerId: event.customerId, paymentMethodId } : null;
}

async function fail(
  tx: DbExecutor,
  checkout: CheckoutRow,
  event: ProviderEvent & { provider: string },
): Promise<CallbackOutcome> {
  if (checkout.status !== 'REQUESTED' && checkout.status !== 'OPEN') return 'ALREADY_APPLIED';
  await tx.execute(sql`UPDATE checkouts SET status = 'FAILED', updated_at = now() WHERE id = ${checkout.id}`);
  const payload: PaymentFailed = {
    ...reference(checkout, event),
    paymentId: `failed-${checkout.id}`,
    reason: event.type,
  };
  await appendEvent(tx, 'payment', 'payment', { type: ORDER_EVENTS.paymentFailed, payload });
  return 'APPLIED';
}

function reference(checkout: CheckoutRow, event: ProviderEvent & { provider: string }) {
  return {
    checkoutId: checkout.id,
    provider: checkout.provider ?? event.provider,
    providerEventId: event.eventId,
    purpose: checkout.purpose,
    orderIds: checkout.orderIds,
    itemIds: checkout.itemIds,
    second: checkout.second,
    userId: checkout.userId,
    amountCents: checkout.amountCents,
  };
}
