import { randomBytes } from 'node:crypto';
import type { PaymentConfig } from '../../config';

/** The environment switch that lets the sandbox run in production (a demo without real money). */
export const SANDBOX_DEMO_SWITCH = 'PAYMENT_SANDBOX_DEMO';

/**
 * Secrets anybody can read: the default earlier versions shipped and documented, and the
 * placeholders of the k8s/compose examples. A sandbox never verifies callbacks with one of them.
 */
export const PUBLIC_SANDBOX_SECRETS = ['whsec_sandbox_development'];
const PLACEHOLDER = /CHANGE-ME/i;

/** Production secrets must be long enough not to be guessed. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

export class UnsafePaymentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafePaymentConfigError';
  }
}

/**
 * The secret the sandbox signs and verifies its callbacks with, or why it may not run:
 * - production without PAYMENT_SANDBOX_DEMO=true: refused (the sandbox takes no money);
 * - a public default or example placeholder: refused everywhere;
 * - production: an explicit SANDBOX_WEBHOOK_SECRET of at least 32 characters;
 * - outside production and unset: a random secret of this process (one replica; set the variable
 *   when several replicas share callbacks).
 */
export function sandboxSecret(
  config: Pick<PaymentConfig, 'NODE_ENV' | 'SANDBOX_WEBHOOK_SECRET' | 'PAYMENT_SANDBOX_DEMO'>,
): string {
  const production = config.NODE_ENV === 'production';
  if (production && !config.PAYMENT_SANDBOX_DEMO)
    throw new UnsafePaymentConfigError(
      `PAYMENT_PROVIDER=sandbox is off in production: the sandbox takes no money. Set PAYMENT_PROVIDER=stripe, or ${SANDBOX_DEMO_SWITCH}=true to run the sandbox for a demo`,
    );
  const secret = config.SANDBOX_WEBHOOK_SECRET;
  if (secret && (PUBLIC_SANDBOX_SECRETS.includes(secret) || PLACEHOLDER.test(secret)))
    throw new UnsafePaymentConfigError(
      'SANDBOX_WEBHOOK_SECRET is a published default or example placeholder: anybody could sign payment callbacks with it. Set a random secret of your own',
    );
  if (production && (!secret || secret.length < PRODUCTION_SECRET_MIN_LENGTH))
    throw new UnsafePaymentConfigError(
      `SANDBOX_WEBHOOK_SECRET of at least ${PRODUCTION_SECRET_MIN_LENGTH} characters is required when ${SANDBOX_DEMO_SWITCH}=true in production`,
    );
  return secret ?? `whsec_process_${randomBytes(32).toString('hex')}`;
}
