import { ORDER_EVENTS, paymentSucceededSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyPremiumCardPayment } from '../domain/premium/card-checkout';
import type { PaymentProvider } from '../domain/providers/provider';
import type { PremiumRenewals } from '../jobs/premium-renewal';

/**
 * Payment's own confirmed card payments of purpose PREMIUM start (or extend) the year (a second
 * payment of the same year is refunded). The notice
 * job is added inside the transaction: should it roll back, the job finds nothing to remind.
 */
export function premiumHandlers(renewals: PremiumRenewals, provider: PaymentProvider): EventHandler[] {
  return [
    {
      name: 'premium-card-payment',
      type: ORDER_EVENTS.paymentSucceeded,
      handle: async (tx, event) => {
        const payment = paymentSucceededSchema.parse(event.payload);
        if (payment.purpose !== 'PREMIUM' || !payment.checkoutId) return;
        const membership = await applyPremiumCardPayment(tx, provider, payment.checkoutId, new Date());
        if (membership?.autoRenew && membership.validUntil)
          await renewals.schedule(membership.userId, membership.validUntil);
      },
    },
  ];
}
