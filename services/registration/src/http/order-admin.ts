import {
  cancelToggleBodySchema,
  changeSquadBodySchema,
  idParams,
  adminOrderItemEditBodySchema,
  orderItemListQuerySchema,
  orderListQuerySchema,
  pay2ToggleBodySchema,
  payToggleBodySchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { checkCompetitionAccess, checkItemAccess } from '../domain/order-admin/access';
import { editOrderItem } from '../domain/order-admin/edit-item';
import { findAdminItem, listOrderItems, readAdminItems } from '../domain/order-admin/read-items';
import { findOrder, listCompetitionSquads, listOrders } from '../domain/order-admin/read-orders';
import { cancelOrder, cancelOrderItem, payItem, payOrder } from '../domain/order-admin/toggles';
import { swapSquads } from '../domain/orders/change-squad';
import { sql } from 'drizzle-orm';

/** Orders: IS_ADMIN and club admins (docs/order-admin.md); order items also portal admins. */
const ORDERS = ['IS_ADMIN', 'IS_CLUB_ADMIN'] as const;
const ORDER_ITEMS = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

const squadsQuerySchema = z.object({ competitionId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The back-office order administration (docs/order-admin.md): order list and details with pay and
 * cancel of a whole order, a competition's order-item list with pay, second pay, cancel, uncancel,
 * the edit and the squad swap.
 * Club admins act only on their own club's competitions; every toggle answers its success key.
 */
export function orderAdminRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['order-administration'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/orders',
      operationId: 'listOrders',
      summary: 'Reserved orders with paid and cancelled state (club admins: their club’s competitions)',
      tags,
      access: ORDERS,
      query: orderListQuerySchema,
      handler: ({ user, query }) => listOrders(ctx.db, user, query),
    })
    .add({
      method: 'put',
      path: '/api/orders/pay',
      operationId: 'payOrder',
      summary: 'Marks every item of an order paid or unpaid: SUCCESS_PAY / SUCCESS_UNPAY',
      tags,
      access: ORDERS,
      body: payToggleBodySchema,
      handler: ({ user, body }) => payOrder(ctx.db, user, body.id, body.paid),
    })
    .add({
      method: 'put',
      path: '/api/orders/cancel',
      operationId: 'cancelOrder',
      summary:
        'Cancels (or takes back the cancel of) every item of an order: SUCCESS_CANCEL / SUCCESS_UNCANCEL',
      tags,
      access: ORDERS,
      body: cancelToggleBodySchema,
      handler: ({ user, body }) => cancelOrder(ctx.db, user, body.id, body.cancelled),
    })
    .add({
      method: 'get',
      path: '/api/orders/:id',
      operationId: 'getOrder',
      summary: 'An order with its items (orderDetails)',
      tags,
      access: ORDERS,
      params: idParams,
      handler: ({ user, params }) => findOrder(ctx.db, user, params.id),
    })
    .add({
      method: 'get',
      path: '/api/orderItems',
      operationId: 'listOrderItems',
      summary: 'A competition’s registrations: filters, sortable columns, paging',
      tags,
      access: ORDER_ITEMS,
      query: orderItemListQuerySchema,
      handler: ({ user, query }) => listOrderItems(ctx.db, user, query),
    })
    .add({
      method: 'get',
      path: '/api/orderItems/squads',
      operationId: 'listOrderItemSquads',
      summary: 'A competition’s squads with occupancy and stands (change squad, edit)',
      tags,
      access: ORDER_ITEMS,
      query: squadsQuerySchema,
      handler: async ({ user, query }) => {
        await checkCompetitionAccess(ctx.db, user, query.competitionId);
        return listCompetitionSquads(ctx.db, query.competitionId);
      },
    })
    .add({
      method: 'put',
      path: '/api/orderItems/pay',
      operationId: 'payOrderItem',
      summary: 'First payment of an item: SUCCESS_PAY / SUCCESS_UNPAY',
      tags,
      access: ORDER_ITEMS,
      body: payToggleBodySchema,
      handler: ({ user, body }) => payItem(ctx.db, user, body.id, { paid: body.paid }),
    })
    .add({
      method: 'put',
      path: '/api/orderItems/pay2',
      operationId: 'pay2OrderItem',
      summary: 'Second payment of an item: SUCCESS_PAY / SUCCESS_UNPAY',
      tags,
      access: ORDER_ITEMS,
      body: pay2ToggleBodySchema,
      handler: ({ user, body }) => payItem(ctx.db, user, body.id, { paid2: body.paid2 }),
    })
    .add({
      method: 'put',
      path: '/api/orderItems/cancel',
      operationId: 'cancelOrderItem',
      summary:
        'Cancels an item (place freed, waiting list promoted) or takes the cancel back: SUCCESS_CANCEL / SUCCESS_UNCANCEL',
      tags,
      access: ORDER_ITEMS,
      body: cancelToggleBodySchema,
      handler: ({ user, body }) => cancelOrderItem(ctx.db, user, body.id, body.cancelled),
    })
    .add({
      method: 'post',
      path: '/api/orderItems/changeSquad/:id',
      operationId: 'changeSquad',
      summary: 'Swaps the squads (place and stand) of two registrations of one competition',
      tags,
      access: ORDER_ITEMS,
      params: idParams,
      body: changeSquadBodySchema,
      handler: ({ user, params, body }) =>
        ctx.db.transaction(async (tx) => {
          // both items must be the caller's to administer; swapSquads locks and checks the rest
          await checkItemAccess(tx, user, params.id);
          await checkItemAccess(tx, user, body.targetItemId, 'targetItemId');
          await swapSquads(tx, params.id, body.targetItemId);
          return {
            items: await readAdminItems(tx, user, sql`i.id IN (${params.id}, ${body.targetItemId})`),
          };
        }),
    })
    .add({
      method: 'get',
      path: '/api/orderItems/:id',
      operationId: 'getOrderItem',
      summary: 'One registration for the back-office edit',
      tags,
      access: ORDER_ITEMS,
      params: idParams,
      handler: ({ user, params }) => findAdminItem(ctx.db, user, params.id),
    })
    .add({
      method: 'put',
      path: '/api/orderItems/:id',
      operationId: 'updateOrderItem',
      summary: 'The back-office edit of a registration: SUCCESS_ORDER_ITEM_EDIT',
      tags,
      access: ORDER_ITEMS,
      params: idParams,
      body: adminOrderItemEditBodySchema,
      handler: ({ user, params, body }) => editOrderItem(ctx.db, user, params.id, body),
    });
}
