import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, type Database } from '@portal/service-kit';
import { findCheckout } from './checkout-row';

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
): Promise<'paymentComplete' | 'paymentFailed'> {
  const until = Date.now() + waitMs;
  for (;;) {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout) throw new DomainError('CHECKOUT_NOT_FOUND', 404);
    if (['SUCCEEDED', 'DUPLICATE', 'REFUNDED'].includes(checkout.status)) return 'paymentComplete';
    if (checkout.status === 'FAILED' || cancelled) return 'paymentFailed';
    if (Date.now() >= until) return checkout.status === 'OPEN' ? 'paymentComplete' : 'paymentFailed';
    await sleep(100);
  }
}
