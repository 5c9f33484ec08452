import { publicBaseUrl, type PaymentConfig } from '../../config';
import { SANDBOX_PAGE_PATH } from '../paths';
import type { PaymentProvider } from './provider';
import type { SandboxChargeBook } from './sandbox-charge-book';
import { sandboxProvider, type SandboxCallbacks } from './sandbox-provider';
import { sandboxSecret, UnsafePaymentConfigError } from './sandbox-secret';
import { stripeProvider } from './stripe-provider';

/**
 * The adapter PAYMENT_PROVIDER names. Stripe refuses to start without its two secrets or with the
 * examples' placeholders; the sandbox by the rules of sandboxSecret (docs/payment-safety.md).
 */
export function configuredProvider(
  config: PaymentConfig,
  sandboxBook?: SandboxChargeBook,
): PaymentProvider & Partial<SandboxCallbacks> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    if (/CHANGE-ME/i.test(`${config.STRIPE_SECRET_KEY} ${config.STRIPE_WEBHOOK_SECRET}`))
      throw new UnsafePaymentConfigError(
        'STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is still the example placeholder (CHANGE-ME)',
      );
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return sandboxProvider({
    webhookSecret: sandboxSecret(config),
    pageBaseUrl: `${publicBaseUrl(config)}${SANDBOX_PAGE_PATH}`,
    processingMs: config.SANDBOX_PROCESSING_MS,
    book: sandboxBook,
  });
}
