import { cartIdParamsSchema, cartTokenQuerySchema, idParams, submitCartBodySchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { removeCartItem } from '../domain/cart/remove-item';
import { submitCart } from '../domain/cart/submit-cart';

/**
 * The cart and checkout (docs/registration.md; paths not shown in the spec).
 * Open to guests: a signed-in user's cart answers to that user, a guest's to its cart token.
 */
export function cartRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['cart'];
  return new RouteRegistry()
    .add({
      method: 'delete',
      path: '/api/publicResources/orderItems/:id',
      operationId: 'removeCartOrderItem',
      summary: 'Removes an item from the caller’s open cart; its place is freed at once',
      tags,
      access: 'public',
      params: idParams,
      query: cartTokenQuerySchema,
      handler: ({ user, params, query }) => removeCartItem(ctx.db, user, params.id, query.cartToken),
    })
    .add({
      method: 'put',
      path: '/api/publicResources/cart/:cartId/submit',
      operationId: 'submitCart',
      summary: 'Checkout: the payment method for every order of the cart; non-card methods close the cart',
      tags,
      access: 'public',
      params: cartIdParamsSchema,
      body: submitCartBodySchema,
      handler: ({ user, params, body }) => submitCart(ctx.db, user, params.cartId, body),
    });
}
