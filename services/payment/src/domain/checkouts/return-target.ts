import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, type Database } from '@portal/service-kit';
import { refundedAsCancelled } from './cancelled-items';
import { findCheckout, type CheckoutRow } from './checkout-row';

/**
 * Where the browser goes when the provider sends it back (`wirecardRedirect/{checkoutId}`): the
 * result page of the web app. The provider's callback normally arrives first; while the checkout
 * is still open this waits up to `waitMs` for it. A return to the success address with the
 * checkout still open (callback late) counts as complete: the provider sends the browser there only
 * after taking the payment, and the items turn paid when the callback comes.
 */
export async function returnTarget(
  db: Database,
  checkoutId: string,
  cancelled: boolean,
  waitMs: number,
): Promise<{ page: 'paymentComplete' | 'paymentFailed'; kind: string }> {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw new DomainError('CHECKOUT_NOT_FOUND', 404);
  return { page: await returnPage(db, checkoutId, cancelled, waitMs), kind: RETURN_KIND[checkout.purpose] };
}

/**
 * What the result page is told it was paid for (`kind`): a cart (none), one registration (`item`,
 * so the cart is left alone) or a premium year (`premium`, so the page talks about the membership
 * rather than a registration; docs/web-usability.md).
 */
const RETURN_KIND: Record<CheckoutRow['purpose'], string> = {
  ORDER: '',
  ORDER_ITEM: '&kind=item',
  PREMIUM: '&kind=premium',
};

async function returnPage(
  db: Database,
  checkoutId: string,
  cancelled: boolean,
  waitMs: number,
): Promise<'paymentComplete' | 'paymentFailed'> {
  const until = Date.now() + waitMs;
  for (;;) {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout) throw new DomainError('CHECKOUT_NOT_FOUND', 404);
    // money taken for a cancelled registration went back: nothing was paid
    if (checkout.status === 'REFUNDED' && (await refundedAsCancelled(db, checkout.id)))
      return 'paymentFailed';
    if (['SUCCEEDED', 'DUPLICATE', 'REFUNDED'].includes(checkout.status)) return 'paymentComplete';
    if (checkout.status === 'FAILED' || cancelled) return 'paymentFailed';
    if (Date.now() >= until) return checkout.status === 'OPEN' ? 'paymentComplete' : 'paymentFailed';
    await sleep(100);
  }
}
