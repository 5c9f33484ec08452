import { checkoutRequestedSchema, ORDER_EVENTS } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { recordCheckoutRequested } from '../domain/checkouts/record-requested';

/** Registration wants a card payment: keep it until the browser comes for its checkout. */
export function checkoutRequestedHandler(): EventHandler {
  return {
    name: 'record-checkout-requested',
    type: ORDER_EVENTS.checkoutRequested,
    async handle(tx, event) {
      await recordCheckoutRequested(tx, checkoutRequestedSchema.parse(event.payload));
    },
  };
}
