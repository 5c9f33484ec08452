import { publicBaseUrl, type PaymentConfig } from '../../config';
import { SANDBOX_PAGE_PATH } from '../paths';
import type { PaymentProvider } from './provider';
import { sandboxProvider, type SandboxCallbacks } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

/** The adapter PAYMENT_PROVIDER names; stripe refuses to start without its two secrets. */
export function configuredProvider(config: PaymentConfig): PaymentProvider & Partial<SandboxCallbacks> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return sandboxProvider({
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
    pageBaseUrl: `${publicBaseUrl(config)}${SANDBOX_PAGE_PATH}`,
    processingMs: config.SANDBOX_PROCESSING_MS,
  });
}
