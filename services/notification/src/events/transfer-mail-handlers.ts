import {
  ORDER_EVENTS,
  orderItemPromotedSchema,
  orderSubmittedSchema,
  REGISTRATION_EVENTS,
  type OrderSubmitted,
} from '@portal/contracts';
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
    {
      // a waiting-list entry of a transfer checkout got its place: its transfer is due now (issue 20)
      name: 'mail-promoted-transfer',
      type: REGISTRATION_EVENTS.orderItemPromoted,
      async handle(tx, event) {
        const promoted = orderItemPromotedSchema.parse(event.payload);
        if (!promoted.transfer) return;
        const { transfer, ...ref } = promoted;
        const locale = promoted.locale === 'en' ? 'en' : 'de';
        const item = { ...ref, ...transfer, locale, waitingList: false } as const;
        const order: OrderSubmitted = {
          cartId: promoted.orderId,
          orderIds: [promoted.orderId],
          userId: promoted.userId,
          email: transfer.email,
          locale,
          paymentMethod: 'DEPOSIT',
          items: [item],
        };
        const outcome = await mailTransferDetails(tx, deps, order, item);
        deps.logger[outcome === 'rejected' ? 'warn' : 'info'](
          { eventId: event.id, itemId: promoted.itemId, outcome },
          'promoted transfer details',
        );
      },
    },
  ];
}
