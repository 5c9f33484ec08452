import {
  idParams,
  idSchema,
  itemCardPaymentSchema,
  processingItemsQuerySchema,
  processingItemsSchema,
} from '@portal/contracts';
import {
  RouteRegistry,
  type BaseConfig,
  type Database,
  type RawBodyRequest,
  type RouteSpec,
  type ServiceContext,
} from '@portal/service-kit';
import { z } from 'zod';
import type { PaymentConfig } from '../config';
import { applyCallback } from '../domain/checkouts/apply-callback';
import { itemCardPayment } from '../domain/checkouts/item-card-payment';
import { openCheckout } from '../domain/checkouts/open-checkout';
import { processingItems } from '../domain/checkouts/processing-items';
import { refundPayment } from '../domain/checkouts/refund-payment';
import { returnTarget } from '../domain/checkouts/return-target';
import { CALLBACK_PATH, CHECKOUT_PATH, ITEM_RETURN_PATH, ORDER_RETURN_PATH } from '../domain/paths';
import type { PaymentProvider } from '../domain/providers/provider';

const checkoutParams = z.object({ checkoutId: z.uuid() });
const returnQuery = z.object({ result: z.enum(['cancelled']).optional() });
const refundBody = z
  .object({ paymentId: z.uuid().optional(), itemId: idSchema.optional() })
  .refine((body) => (body.paymentId === undefined) !== (body.itemId === undefined), {
    message: 'exactly one of paymentId and itemId',
    path: ['paymentId'],
  });

/**
 * Where the provider sends the browser back: 303 to `#/paymentComplete` or `#/paymentFailed`
 * (`kind=item` after paying one registration, so the page leaves the cart alone; `kind=premium`
 * after a premium year).
 */
function returnRoute(
  path: string,
  operationId: string,
  what: string,
  deps: { db: Database; publicBaseUrl: string; waitMs: number },
): RouteSpec<typeof checkoutParams, typeof returnQuery> {
  return {
    method: 'get',
    path: `${path}/:checkoutId`,
    operationId,
    summary: `The provider sends the browser back here after paying ${what}; redirects (303) to #/paymentComplete or #/paymentFailed`,
    tags: ['payments'],
    access: 'public',
    params: checkoutParams,
    query: returnQuery,
    status: 303,
    handler: async ({ params, query, res }) => {
      const { page, kind } = await returnTarget(
        deps.db,
        params.checkoutId,
        query.result === 'cancelled',
        deps.waitMs,
      );
      res.redirect(303, `${deps.publicBaseUrl}/#/${page}?checkout=${params.checkoutId}${kind}`);
    },
  };
}

export interface CardPaymentDeps {
  provider: PaymentProvider;
  publicBaseUrl: string;
}

/**
 * Card payments (issue 12): the browser's way to the provider and back, the provider's signed
 * callbacks, and refunds. The checkout id (a uuid registration chose) is the capability: the
 * paths are public, as a guest pays too.
 */
export function cardPaymentRoutes(ctx: ServiceContext<BaseConfig & PaymentConfig>, deps: CardPaymentDeps) {
  const tags = ['payments'];
  const waitMs = ctx.config.CHECKOUT_WAIT_MS;
  const returnDeps = { db: ctx.db, publicBaseUrl: deps.publicBaseUrl, waitMs };
  return new RouteRegistry()
    .add({
      method: 'get',
      path: `${CHECKOUT_PATH}/:checkoutId`,
      operationId: 'openCheckout',
      summary:
        'Makes the provider checkout of a card payment registration asked for and redirects (303) the browser to the provider',
      tags,
      access: 'public',
      params: checkoutParams,
      status: 303,
      handler: async ({ params, res }) => {
        res.redirect(
          303,
          await openCheckout(
            { db: ctx.db, provider: deps.provider, publicBaseUrl: deps.publicBaseUrl, waitMs },
            params.checkoutId,
          ),
        );
      },
    })
    .add(returnRoute(ORDER_RETURN_PATH, 'ordersWirecardRedirect', 'a cart', returnDeps))
    .add(returnRoute(ITEM_RETURN_PATH, 'orderItemsWirecardRedirect', 'one registration', returnDeps))
    .add({
      method: 'post',
      path: `${CALLBACK_PATH}/:provider`,
      operationId: 'paymentCallback',
      summary: 'A payment provider’s signed event (Stripe-style `Stripe-Signature`); each event applied once',
      tags,
      access: 'public',
      params: z.object({ provider: z.string().max(20) }),
      body: z.unknown(),
      response: z.object({ received: z.literal(true), outcome: z.string() }),
      handler: async ({ params, req }) => ({
        received: true as const,
        outcome: await applyCallback(
          ctx.db,
          deps.provider,
          params.provider,
          (req as RawBodyRequest).rawBody,
          req.get(deps.provider.signatureHeader),
        ),
      }),
    })
    .add({
      method: 'post',
      path: '/api/payments/refunds',
      operationId: 'refundPayment',
      summary: 'Refunds a confirmed card payment (by payment id or a paid item) through its provider, once',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      body: refundBody,
      status: 201,
      handler: ({ body, user }) => refundPayment(ctx.db, deps.provider, body, user.id),
    })
    .add({
      method: 'get',
      path: '/api/payments/orderItems/:id/cardPayment',
      operationId: 'getOrderItemCardPayment',
      summary:
        'The card payment of a registration a refund by item would take (or null): the back-office offers the refund after a cancel',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      params: idParams,
      response: itemCardPaymentSchema,
      handler: ({ params }) => itemCardPayment(ctx.db, params.id),
    })
    .add({
      method: 'get',
      path: '/api/payments/processingOrderItems',
      operationId: 'getProcessingOrderItems',
      summary:
        'Which of my registrations (itemIds, comma separated, at most 100) have a card payment still running: the booked list marks them (plain users only)',
      tags,
      access: 'authenticated',
      query: processingItemsQuerySchema,
      response: processingItemsSchema,
      handler: ({ query, user }) => processingItems(ctx.db, user, query.itemIds),
    });
}
