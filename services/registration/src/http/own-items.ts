import {
  bookedCompetitionsQuerySchema,
  idParams,
  orderItemEditBodySchema,
  publicOrderItemParamsSchema,
} from '@portal/contracts';
import { DomainError, RouteRegistry, type AuthUser, type ServiceContext } from '@portal/service-kit';
import type { ItemKey } from '../domain/orders/item-owner';
import { cancelOwnItem, editOwnItem, readOwnItem } from '../domain/orders/own-item';
import { listBookedCompetitions } from '../domain/reads/booked-competitions';

/** The signed-in caller as the owner, or a deputy of the owner, of the items (guests have none). */
const ownerKey = (user: AuthUser): ItemKey => {
  if (user.id === null) throw new DomainError('ACCESS_DENIED', 403);
  return { userId: user.id };
};

/**
 * A shooter's own registrations (docs/registration.md): the routes myCompetitions,
 * shooterOrderItems/{id}, publicOrderItems/{id}/{token}, the shooter lists and the public
 * registration by id and token. Only the owner or a deputy of the owner (signed in), or the
 * holder of the item's mailed token, reaches an item (item-owner.ts); for anybody else it does
 * not exist (404). The booked list stays the caller's own registrations. Paths the spec leaves
 * open: the shooter's cancel
 * `PUT shooterOrderItems/{id}/cancel` and the link's cancel `PUT publicResources/orderItems/{id}/{token}/cancel`.
 */
export function ownItemRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['my-registrations'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/userBookedCompetitions',
      summary:
        'My registrations, paged and sorted by competition date (filters archive, multipleWaitingList, cancelled)',
      tags,
      access: 'authenticated',
      query: bookedCompetitionsQuerySchema,
      handler: ({ user, query }) => listBookedCompetitions(ctx.db, user, query),
    })
    .add({
      method: 'get',
      path: '/api/shooterOrderItems/:id',
      summary: 'One of my registrations with the options of its edit form',
      tags,
      access: 'authenticated',
      params: idParams,
      handler: ({ user, params }) => readOwnItem(ctx.db, params.id, ownerKey(user)),
    })
    .add({
      method: 'put',
      path: '/api/shooterOrderItems/:id',
      summary:
        'Saves my registration (names, division, class, factor, stand; another squad keeps the choices and clears the stand)',
      tags,
      access: 'authenticated',
      params: idParams,
      body: orderItemEditBodySchema,
      handler: ({ user, params, body }) => editOwnItem(ctx.db, params.id, ownerKey(user), body),
    })
    .add({
      method: 'put',
      path: '/api/shooterOrderItems/:id/cancel',
      summary: 'Cancels my registration (the place goes to the waiting list at once; I cannot undo it)',
      tags,
      access: 'authenticated',
      params: idParams,
      handler: async ({ user, params }) => {
        await cancelOwnItem(ctx.db, params.id, ownerKey(user));
        return { message: 'SUCCESS_SHOOTER_CANCEL' };
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/orderItems/:id/:token',
      summary: 'The registration of a mailed link (with its competition and locale), without login',
      tags,
      access: 'public',
      params: publicOrderItemParamsSchema,
      handler: ({ params }) => readOwnItem(ctx.db, params.id, { token: params.token }),
    })
    .add({
      method: 'put',
      path: '/api/publicResources/orderItems/:id/:token',
      summary: 'Saves the registration of a mailed link, without login',
      tags,
      access: 'public',
      params: publicOrderItemParamsSchema,
      body: orderItemEditBodySchema,
      handler: ({ params, body }) => editOwnItem(ctx.db, params.id, { token: params.token }, body),
    })
    .add({
      method: 'put',
      path: '/api/publicResources/orderItems/:id/:token/cancel',
      summary: 'Cancels the registration of a mailed link, without login (frees and promotes at once)',
      tags,
      access: 'public',
      params: publicOrderItemParamsSchema,
      handler: async ({ params }) => {
        await cancelOwnItem(ctx.db, params.id, { token: params.token });
        return { message: 'SUCCESS_ORDER_ITEM_CANCEL' };
      },
    });
}
