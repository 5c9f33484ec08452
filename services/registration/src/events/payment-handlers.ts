import { ORDER_EVENTS, paymentRefundedSchema, paymentSucceededSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyProviderPayment, applyProviderRefund } from '../domain/payments/provider-payment';

/**
 * Payment's confirmed card payments mark the items paid, its refunds unpaid again (a declined
 * payment leaves the cart for a retry: no handler).
 */
export function paymentHandlers(): EventHandler[] {
  return [
    {
      name: 'apply-provider-payment',
      type: ORDER_EVENTS.paymentSucceeded,
      async handle(tx, event) {
        await applyProviderPayment(tx, paymentSucceededSchema.parse(event.payload));
      },
    },
    {
      name: 'apply-provider-refund',
      type: ORDER_EVENTS.paymentRefunded,
      async handle(tx, event) {
        await applyProviderRefund(tx, paymentRefundedSchema.parse(event.payload));
      },
    },
  ];
}
