import { fileURLToPath } from 'node:url';
import type { Database, ServiceDefinition } from '@portal/service-kit';
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
const renewalsOf = new WeakMap<object, PremiumRenewals>();
// one adapter per process: the routes and the renewal jobs share it; the sandbox keeps its charges
// in payment's table, so every replica answers a repeated idempotency key alike
const providers = new WeakMap<object, ReturnType<typeof configuredProvider>>();
const providerOf = (ctx: { config: Parameters<typeof configuredProvider>[0]; db: Database }) => {
  if (!providers.has(ctx)) providers.set(ctx, configuredProvider(ctx.config, tableChargeBook(ctx.db)));
  return providers.get(ctx)!;
};

/** payment: payment methods, provider adapters and callbacks, EPC QR codes, premium membership, club invoices. */
export const paymentService: ServiceDefinition<typeof config> = {
  name: 'payment',
  schema: 'payment',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  // an unsafe provider configuration (docs/payment-safety.md) stops the start before any traffic
  prepare: async (ctx) => void providerOf(ctx),
  jobs: (ctx) => {
    const renewals = new PremiumRenewals(
      ctx,
      premiumSettings(ctx.config),
      ctx.config.PREMIUM_SWEEP_INTERVAL_MS,
      providerOf(ctx),
    );
    renewalsOf.set(ctx, renewals);
    renewals.start();
  },
  routes: (ctx) => {
    const provider = providerOf(ctx);
    const base = publicBaseUrl(ctx.config);
    const routes = [
      cardPaymentRoutes(ctx, { provider, publicBaseUrl: base }),
      transferRoutes(ctx),
      premiumRoutes(ctx, premiumSettings(ctx.config), renewalsOf.get(ctx)!),
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
  handlers: (ctx) => [
    checkoutRequestedHandler(),
    ...replicaHandlers(providerOf(ctx)),
    ...premiumHandlers(() => renewalsOf.get(ctx), providerOf(ctx)),
  ],
};

/** The renewal jobs of a running payment process (tests look at the waiting jobs). */
export const premiumRenewalsOf = (ctx: object) => renewalsOf.get(ctx);

/** The provider adapter of a running payment process (tests read the sandbox's charges). */
export const paymentProviderOf = (ctx: object) => providers.get(ctx);
