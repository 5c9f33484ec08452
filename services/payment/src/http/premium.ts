import {
  idParamSchema,
  listAnswerSchema,
  listQuerySchema,
  PREMIUM_PAYMENT_STATUSES,
  premiumPaymentSchema,
  premiumPurchaseAnswerSchema,
  premiumPurchaseBodySchema,
  premiumSchema,
} from '@portal/contracts';
import { DomainError, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { setAutoRenew } from '../domain/premium/auto-renew';
import { findPayment, listPayments } from '../domain/premium/membership';
import { applyPremiumPayment } from '../domain/premium/pay';
import { openPremiumCardCheckout } from '../domain/premium/card-checkout';
import { startPurchase } from '../domain/premium/purchase';
import type { PremiumSettings } from '../domain/premium/settings';
import { paymentView, premiumView } from '../domain/premium/view';
import type { PremiumRenewals } from '../jobs/premium-renewal';

const tags = ['premium'];

/** A premium year is bought by the account holder itself, never by a guest account. */
const ownUserId = (user: { id: number | null; permissions: readonly string[] }) => {
  if (user.id === null) throw new DomainError('Unauthorized', 401);
  if (user.permissions.includes('IS_GUEST')) throw new DomainError('ACCESS_ONLY_SHOOTER', 403);
  return user.id;
};

/** Premium membership (docs/payments.md: 20 euro a year incl. VAT, optionally auto-renewed). */
export function premiumRoutes(
  ctx: ServiceContext,
  settings: PremiumSettings,
  renewals: PremiumRenewals,
): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/premium',
      operationId: 'getPremium',
      summary:
        'My premium membership: valid until, auto-renewal, price, the open payment (with its EPC code)',
      tags,
      access: 'authenticated',
      response: premiumSchema,
      handler: ({ user }) => premiumView(ctx.db, ownUserId(user), settings, new Date()),
    })
    .add({
      method: 'post',
      path: '/api/premium/purchase',
      operationId: 'purchasePremium',
      summary:
        'Buy a premium year, or the next one while one runs (one open payment; asking again answers it). Card: `payment-redirect-url` leads to the provider',
      tags,
      access: 'authenticated',
      // agbs: the terms and withdrawal information accepted (required, checked in startPurchase)
      body: premiumPurchaseBodySchema,
      status: 201,
      response: premiumPurchaseAnswerSchema,
      handler: async ({ user, body }) => {
        const userId = ownUserId(user);
        const redirect = await ctx.db.transaction(async (tx) => {
          const payment = await startPurchase(tx, userId, body, settings, new Date());
          return payment.method === 'CARD' ? openPremiumCardCheckout(tx, payment, new Date()) : null;
        });
        return {
          ...(await premiumView(ctx.db, userId, settings, new Date())),
          'payment-redirect-url': redirect,
        };
      },
    })
    .add({
      method: 'put',
      path: '/api/premium/autoRenew',
      operationId: 'setPremiumAutoRenew',
      summary:
        'Switch the auto-renewal of my running membership on or off (off: the saved card is no longer charged)',
      tags,
      access: 'authenticated',
      body: z.object({ autoRenew: z.boolean() }),
      response: premiumSchema,
      handler: async ({ user, body }) => {
        const userId = ownUserId(user);
        const m = await ctx.db.transaction((tx) => setAutoRenew(tx, userId, body.autoRenew, new Date()));
        if (m.validUntil)
          await (m.autoRenew
            ? renewals.schedule(userId, m.validUntil)
            : renewals.cancel(userId, m.validUntil));
        return premiumView(ctx.db, userId, settings, new Date());
      },
    })
    .add({
      method: 'get',
      path: '/api/premium/payments',
      operationId: 'listPremiumPayments',
      summary: 'Premium payments (admins: transfers to record as arrived)',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      query: listQuerySchema(['createdAt'] as const).extend({
        status: z.enum(PREMIUM_PAYMENT_STATUSES).optional(),
        userId: idParamSchema.optional(),
      }),
      response: listAnswerSchema(premiumPaymentSchema),
      handler: async ({ query }) => {
        const list = await listPayments(ctx.db, query, query.page, query.size);
        return { content: list.content.map(paymentView), totalElements: list.totalElements };
      },
    })
    .add({
      method: 'put',
      path: '/api/premium/payments/:id/paid',
      operationId: 'markPremiumPaymentPaid',
      summary:
        "Record a premium transfer as arrived: the year starts (or extends) and identity's paymentUntil follows",
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      params: z.object({ id: z.uuid() }),
      response: premiumPaymentSchema,
      handler: async ({ params }) => {
        const existing = await findPayment(ctx.db, params.id);
        if (existing?.method === 'CARD') throw new DomainError('FIELD_INVALID', 400, 'method'); // the provider confirms cards
        if (existing?.chargeOutcome === 'PROCESSING')
          throw new DomainError('PREMIUM_RENEWAL_PROCESSING', 409);
        const { payment, membership } = await ctx.db.transaction((tx) =>
          applyPremiumPayment(tx, params.id, new Date()),
        );
        if (membership.autoRenew && membership.validUntil)
          await renewals.schedule(membership.userId, membership.validUntil);
        return paymentView(payment);
      },
    });
}
