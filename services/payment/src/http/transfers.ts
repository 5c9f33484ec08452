import { idParams, itemEpcSchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { itemEpc } from '../domain/transfers/item-epc';

/** The EPC QR code of a registration paid by bank transfer to the club (the order item's `epc`). */
export function transferRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/payments/orderItems/:id/epc',
    operationId: 'getOrderItemEpc',
    summary:
      "The EPC QR code of a registration paid by transfer: for the item's personal link (`token`), its shooter, the club's admins, admins",
    tags: ['payments'],
    access: 'public',
    params: idParams,
    query: z.object({ token: z.string().min(1).max(200).optional() }),
    response: itemEpcSchema,
    handler: ({ params, query, user }) => itemEpc(ctx.db, user, params.id, query.token),
  });
}
