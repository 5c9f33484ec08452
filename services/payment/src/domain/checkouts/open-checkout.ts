import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { ITEM_RETURN_PATH, ORDER_RETURN_PATH } from '../paths';
import type { PaymentProvider } from '../providers/provider';
import { cancelledItemsOf } from './cancelled-items';
import { alreadyPaidItems, findCheckout, type CheckoutRow } from './checkout-row';

export interface OpenCheckoutDeps {
  db: Database;
  provider: PaymentProvider;
  publicBaseUrl: string;
  /** how long to wait for registration's event when the browser is faster than the broker */
  waitMs: number;
}

const POLL_MS = 100;

/**
 * The browser arrives at `checkouts/{id}` right after registration answered the submit; the
 * checkout event may still be on its way, so this waits up to `waitMs` for it. Then the provider's
 * checkout is made once (the row is locked meanwhile: two tabs get the same page) and its address
 * returned. Refused: unknown (CHECKOUT_NOT_FOUND), past its payment window (CHECKOUT_EXPIRED),
 * already paid, here or by another checkout of the same items (ORDER_ITEM_ALREADY_PAID), for a
 * cancelled registration (ORDER_ITEM_CANCELLED, even when opened before the cancel), ended
 * without payment (CHECKOUT_CLOSED: the web starts a new one).
 */
export async function openCheckout(deps: OpenCheckoutDeps, checkoutId: string): Promise<string> {
  await waitForCheckout(deps, checkoutId);
  return deps.db.transaction(async (tx) => {
    const checkout = await findCheckout(tx, checkoutId, true);
    if (!checkout) throw new DomainError('CHECKOUT_NOT_FOUND', 404);
    if ((await cancelledItemsOf(tx, checkout)).length) throw new DomainError('ORDER_ITEM_CANCELLED', 409);
    if (['SUCCEEDED', 'DUPLICATE', 'REFUNDED'].includes(checkout.status))
      throw new DomainError('ORDER_ITEM_ALREADY_PAID', 409);
    if (checkout.status === 'FAILED') throw new DomainError('CHECKOUT_CLOSED', 409);
    if (new Date(checkout.payableUntil).getTime() <= Date.now())
      throw new DomainError('CHECKOUT_EXPIRED', 410);
    if ((await alreadyPaidItems(tx, checkout)).length) throw new DomainError('ORDER_ITEM_ALREADY_PAID', 409);
    if (checkout.status === 'OPEN' && checkout.provider === deps.provider.name && checkout.providerUrl)
      return checkout.providerUrl;
    const returnUrl = `${deps.publicBaseUrl}${checkout.purpose === 'ORDER' ? ORDER_RETURN_PATH : ITEM_RETURN_PATH}/${checkout.id}`;
    const made = await deps.provider.createCheckout({
      checkoutId: checkout.id,
      amountCents: checkout.amountCents,
      currency: 'eur',
      description: description(checkout),
      email: checkout.email,
      locale: checkout.locale,
      successUrl: returnUrl,
      cancelUrl: `${returnUrl}?result=cancelled`,
      expiresAt: new Date(checkout.payableUntil),
      saveMethod: checkout.saveMethod,
    });
    await tx.execute(sql`
      UPDATE checkouts SET status = 'OPEN', provider = ${deps.provider.name},
        provider_checkout_id = ${made.providerCheckoutId}, provider_url = ${made.url}, updated_at = now()
      WHERE id = ${checkout.id}`);
    return made.url;
  });
}

async function waitForCheckout(deps: OpenCheckoutDeps, checkoutId: string): Promise<void> {
  const until = Date.now() + deps.waitMs;
  while (!(await findCheckout(deps.db, checkoutId)) && Date.now() < until) await sleep(POLL_MS);
}

function description(checkout: CheckoutRow): string {
  const count = checkout.itemIds.length;
  if (checkout.locale === 'en') return `Competition registration${count > 1 ? `s (${count})` : ''}`;
  return `Bewerbsanmeldung${count > 1 ? `en (${count})` : ''}`;
}
