import { cartItemsQuerySchema, participantsQuerySchema } from '@portal/contracts';
import {
  RequestValidationError,
  RouteRegistry,
  refuseNulBytes,
  zodToFieldErrors,
  type ServiceContext,
} from '@portal/service-kit';
import { z } from 'zod';
import { listCartItems } from '../domain/cart/cart-items';
import { listParticipants } from '../domain/reads/participants';

/** The query as it comes; the handler picks the cart's or the participants' schema. */
const rawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

function parseQuery<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  refuseNulBytes(input, 'query');
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(zodToFieldErrors(result.error, input, 'query'));
  return result.data;
}

/**
 * GET publicResources/orderItems serves two lists of the spec on one path (docs/registration.md): the cart
 * (`cart=true`, or no competitionId) and a competition's participants table (`competitionId`).
 * Each is validated strictly against its own schema.
 */
export function orderItemsListRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/orderItems',
    summary:
      'cart=true (reserved=RESERVED, cartId, orderId, cartToken, page, size, sort): the caller’s open cart; ' +
      'competitionId (page, size, sort, search): the participants of a competition (no e-mails, no user ids; sort and search for premium users)',
    tags: ['cart', 'participants'],
    access: 'public',
    query: rawQuerySchema,
    handler: ({ user, query }) => {
      const cart = query.cart === 'true' || query.competitionId === undefined;
      if (cart) {
        const q = parseQuery(cartItemsQuerySchema.strict(), query);
        return ctx.db.transaction((tx) => listCartItems(tx, user, q));
      }
      return listParticipants(ctx.db, user, parseQuery(participantsQuerySchema.strict(), query));
    },
  });
}
