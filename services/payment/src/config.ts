import { z } from 'zod';
import { PROVIDER_NAMES } from './domain/providers/provider';

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://');

/** The address `npm start` serves the portal at; outside production the default base. */
export const DEVELOPMENT_PUBLIC_BASE_URL = 'http://localhost:8080';

/** Settings of payment on top of the kit's base configuration (docs/configuration.md). */
export const paymentConfigShape = {
  /** which card provider adapter serves checkouts, callbacks and refunds */
  PAYMENT_PROVIDER: z.enum(PROVIDER_NAMES).default('sandbox'),
  /** Stripe's secret API key and the webhook endpoint's signing secret (provider stripe) */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address; only for a local stand-in of it (tests) */
  STRIPE_API_URL: httpUrl.optional(),
  /**
   * signs the sandbox's callbacks; no default (docs/payment-safety.md): unset outside production,
   * each process makes a random one; in production it is required (at least 32 characters)
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** the sandbox moves no money: in production it runs only with this explicit demo switch */
  PAYMENT_SANDBOX_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** how long the sandbox's processing cards' off-session charges stay processing (demos, tests) [0] */
  SANDBOX_PROCESSING_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /**
   * where the sandbox page posts its signed callback: the gateway's public callback path
   * [`${PUBLIC_BASE_URL}/api/publicResources/payments/callbacks/sandbox`]; in compose and k8s the
   * gateway's in-cluster address, as a pod cannot reach the browser's address
   */
  SANDBOX_CALLBACK_URL: httpUrl.optional(),
  /** the address browsers reach the portal at: provider return addresses, the sandbox page */
  PUBLIC_BASE_URL: httpUrl.optional(),
  /** how long the checkout redirect waits for registration's checkout event [5000] */
  CHECKOUT_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
};

export type PaymentConfig = { NODE_ENV: string } & z.infer<z.ZodObject<typeof paymentConfigShape>>;

/** The configured public address; required in production (provider redirects would be dead). */
export function publicBaseUrl(config: Pick<PaymentConfig, 'NODE_ENV' | 'PUBLIC_BASE_URL'>): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  if (config.NODE_ENV === 'production')
    throw new Error('PUBLIC_BASE_URL is required in production: provider redirects start with it');
  return DEVELOPMENT_PUBLIC_BASE_URL;
}
