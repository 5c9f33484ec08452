import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { billingConfigShape, invoiceIssuer, premiumSettings } from './billing-config';
import { paymentConfigShape, publicBaseUrl } from './config';
import { CALLBACK_PATH } from './domain/paths';
import { configuredProvider } from './domain/providers/configured-provider';
import { tableChargeBook } from './domain/providers/sandbox-charge-book';
import { checkoutRequestedHandler } from './events/checkout-requested-handler';
import { premiumHandlers } from './events/premium-handlers';
import { replicaHandlers } from './events/replica-handlers';
import { cardPaymentRoutes } from './http/card-payments';
import { invoiceRoutes } from './http/invoices';
import { premiumRoutes } from './http/premium';
import { sandboxPageRoutes } from './http/sandbox-page';
import { transferRoutes } from './http/transfers';
import { PremiumRenewals } from './jobs/premium-renewal';

const config = { ...paymentConfigShape, ...billingConfigShape };

/**
 * One provider adapter and one renewal scheduler per process, shared by routes, handlers and jobs;
 * the sandbox keeps its charges in payment's table, so every replica answers a repeated
 * idempotency key alike.
 */
export interface PaymentParts {
  provider: ReturnType<typeof configuredProvider>;
  renewals: PremiumRenewals;
}

/** payment: payment methods, provider adapters and callbacks, EPC QR codes, premium membership, club invoices. */
export const paymentService: ServiceDefinition<typeof config, PaymentParts> = {
  name: 'payment',
  schema: 'payment',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  // an unsafe provider configuration (docs/payment-safety.md) stops the start before any traffic
  prepare: (ctx) => {
    const provider = configuredProvider(ctx.config, tableChargeBook(ctx.db));
    const renewals = new PremiumRenewals(
      ctx,
      premiumSettings(ctx.config),
      ctx.config.PREMIUM_SWEEP_INTERVAL_MS,
      provider,
    );
    return { provider, renewals };
  },
  jobs: (_ctx, { renewals }) => renewals.start(),
  routes: (ctx, { provider, renewals }) => {
    const base = publicBaseUrl(ctx.config);
    const routes = [
      cardPaymentRoutes(ctx, { provider, publicBaseUrl: base }),
      transferRoutes(ctx),
      premiumRoutes(ctx, premiumSettings(ctx.config), renewals),
      invoiceRoutes(ctx, invoiceIssuer(ctx.config), ctx.config.INVOICE_VAT_PERCENT),
    ];
    if (provider.signedCallback)
      routes.push(
        sandboxPageRoutes(ctx, {
          sandbox: { signedCallback: provider.signedCallback },
          callbackUrl: ctx.config.SANDBOX_CALLBACK_URL ?? `${base}${CALLBACK_PATH}/sandbox`,
          publicBaseUrl: base,
          logger: ctx.logger,
        }),
      );
    return routes;
  },
  handlers: (_ctx, { provider, renewals }) => [
    checkoutRequestedHandler(),
    ...replicaHandlers(provider),
    ...premiumHandlers(renewals, provider),
  ],
};
