import { idParams } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { payItem } from '../domain/payments/pay-item';

/** Paying one registration later by card (`orderItem/pay/{id}`, docs/payments.md). */
export function itemPaymentRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/orderItem/pay/:id',
    operationId: 'startOrderItemCardPayment',
    summary:
      'Asks for a card payment of one of the caller’s registrations; answers the address the browser goes to',
    tags: ['payments'],
    access: 'authenticated',
    params: idParams,
    response: z.object({ 'payment-redirect-url': z.string() }),
    handler: async ({ user, params }) => ({ 'payment-redirect-url': await payItem(ctx.db, user, params.id) }),
  });
}
