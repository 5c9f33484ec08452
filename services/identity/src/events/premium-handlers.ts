import { ORDER_EVENTS, premiumChangedSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyPremiumChange } from '../domain/premium-until';

/** Payment's premium membership into the user's `paymentUntil` (orange bar, premium features). */
export function premiumHandlers(): EventHandler[] {
  return [
    {
      name: 'premium-payment-until',
      type: ORDER_EVENTS.premiumChanged,
      handle: async (tx, event) =>
        void (await applyPremiumChange(tx, premiumChangedSchema.parse(event.payload))),
    },
  ];
}
