import { idParams, idParamSchema, orderItemEditBodySchema } from '@portal/contracts';
import { DomainError, RouteRegistry, type AuthUser, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { findOrder } from '../domain/order-admin/read-orders';
import { cancelOwnItem, editOwnItem, readOwnItem } from '../domain/orders/own-item';
import { listSquadChoices } from '../domain/reads/squad-choices';

/** An order's items: the same roles as `orders/{id}` (order-admin.ts). */
const ORDERS = ['IS_ADMIN', 'IS_CLUB_ADMIN'] as const;

const squadsQuerySchema = z
  .object({
    competitionId: idParamSchema.optional(),
    orderItemId: idParamSchema.optional(),
    excludeFullSquads: z
      .enum(['true', 'false'], 'FIELD_INVALID')
      .transform((value) => value === 'true')
      .default(false),
  })
  .strict();

const signedIn = (user: AuthUser) => {
  if (user.id === null) throw new DomainError('ACCESS_DENIED', 403);
  return { userId: user.id };
};

/**
 * Call paths of the spec that reuse an existing step (docs/api-paths-and-keys.md): the token-less
 * `publicResources/orderItems/{id}` and `publicResources/orderItems/cancel/{id}` for the signed-in
 * owner or deputy (the same steps as shooterOrderItems), `orderItems/list/{id}` (an order's items
 * for its administrators) and `GET squads` with `orderItemId` and `excludeFullSquads`.
 * Registered before ownItemRoutes: `cancel/{id}` would otherwise match `{id}/{token}`.
 */
export function specPathRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['my-registrations'];
  return new RouteRegistry()
    .add({
      method: 'put',
      path: '/api/publicResources/orderItems/cancel/:id',
      operationId: 'cancelMyOrderItem',
      summary:
        'Cancels my registration (signed in: owner or deputy); the place goes to the waiting list at once',
      tags,
      access: 'authenticated',
      params: idParams,
      handler: async ({ user, params }) => {
        await cancelOwnItem(ctx.db, params.id, signedIn(user));
        return { message: 'SUCCESS_ORDER_ITEM_CANCEL' };
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/orderItems/:id',
      operationId: 'getMyOrderItem',
      summary: 'One of my registrations (signed in, no token) with the options of its edit form',
      tags,
      access: 'authenticated',
      params: idParams,
      handler: ({ user, params }) => readOwnItem(ctx.db, params.id, signedIn(user)),
    })
    .add({
      method: 'put',
      path: '/api/publicResources/orderItems/:id',
      operationId: 'saveMyOrderItem',
      summary: 'Saves my registration (signed in, no token): the same rules as shooterOrderItems/{id}',
      tags,
      access: 'authenticated',
      params: idParams,
      body: orderItemEditBodySchema,
      handler: ({ user, params, body }) => editOwnItem(ctx.db, params.id, signedIn(user), body),
    })
    .add({
      method: 'get',
      path: '/api/orderItems/list/:id',
      operationId: 'listOrderItemsOfOrder',
      summary: 'The items of one order (content, totalElements) for the order’s administrators',
      tags: ['order-administration'],
      access: ORDERS,
      params: idParams,
      handler: async ({ user, params }) => {
        const { orderItems } = await findOrder(ctx.db, user, params.id);
        return { content: orderItems, totalElements: orderItems.length };
      },
    })
    .add({
      method: 'get',
      path: '/api/squads',
      operationId: 'listSquadChoices',
      summary:
        'Squads of a competition with occupancy (competitionId, orderItemId, excludeFullSquads; the item’s own squad stays listed)',
      tags: ['order-administration', 'my-registrations'],
      access: 'authenticated',
      query: squadsQuerySchema,
      handler: ({ user, query }) => listSquadChoices(ctx.db, user, query),
    });
}
