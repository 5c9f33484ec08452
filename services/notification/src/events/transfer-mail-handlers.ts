import { ORDER_EVENTS, orderSubmittedSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import type { KindDeps } from '../domain/send-kind';
import { mailTransferDetails } from '../domain/transfer-mail';

/**
 * A checkout by bank transfer (`registration.order.submitted`, method DEPOSIT): the method is
 * chosen after the places were reserved (and their confirmations mailed), so the transfer details
 * and EPC QR code of each registration follow here, once per item.
 */
export function transferMailHandlers(deps: KindDeps): EventHandler[] {
  return [
    {
      name: 'mail-sign-on-transfer',
      type: ORDER_EVENTS.orderSubmitted,
      async handle(tx, event) {
        const order = orderSubmittedSchema.parse(event.payload);
        if (order.paymentMethod !== 'DEPOSIT') return;
        for (const item of order.items) {
          const outcome = await mailTransferDetails(tx, deps, order, item);
          deps.logger[outcome === 'rejected' ? 'warn' : 'info'](
            { eventId: event.id, itemId: item.itemId, outcome },
            'sign-on transfer details',
          );
        }
      },
    },
  ];
}
