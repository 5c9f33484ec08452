import { randomUUID } from 'node:crypto';
import { checkoutSessionEvent } from './checkout-session-event';
import type { PaymentProvider, ProviderEvent, SavedMethodChargeResult } from './provider';
import { signPayload, verifySignedPayload } from './signed-payload';

export interface SandboxOptions {
  /** signs and verifies the sandbox's callbacks (as Stripe's endpoint secret does) */
  webhookSecret: string;
  /** the sandbox's hosted page: `${pageBaseUrl}/{checkoutId}` (served by payment, through the gateway) */
  pageBaseUrl: string;
}

/** A saved sandbox card; one whose token starts with DECLINING_PREFIX refuses off-session charges. */
const TOKEN_PREFIX = 'pm_sandbox_';
export const DECLINING_PREFIX = 'pm_sandbox_declines_';

/**
 * The provider that ships with the product: its "hosted page" is payment's own sandbox page
 * (http/sandbox-page.ts), where one chooses success or failure; the callback it then sends is a
 * Stripe-shaped event signed exactly like Stripe's. Development, demos, tests and `npm start`
 * need no outside account.
 */
export function sandboxProvider(options: SandboxOptions): PaymentProvider & SandboxCallbacks {
  // like Stripe's idempotency keys: a repeated charge answers the first result
  const charged = new Map<string, SavedMethodChargeResult>();
  const chargeLog: SandboxCharge[] = [];
  return {
    chargeLog,
    name: 'sandbox',
    signatureHeader: 'stripe-signature',
    async createCheckout(request) {
      const providerCheckoutId = `cs_sandbox_${randomUUID().replaceAll('-', '')}`;
      return { providerCheckoutId, url: `${options.pageBaseUrl}/${request.checkoutId}` };
    },
    parseCallback(rawBody, signature): ProviderEvent {
      verifySignedPayload(rawBody, signature, options.webhookSecret);
      return checkoutSessionEvent(JSON.parse(rawBody.toString('utf8')));
    },
    async refund() {
      return { refundId: `re_sandbox_${randomUUID().replaceAll('-', '')}` };
    },
    async paymentMethodOf(paymentRef) {
      // the sandbox's events carry the method; a PaymentIntent of ours maps to its token
      return paymentRef.startsWith('pi_sandbox_') ? `${TOKEN_PREFIX}${paymentRef.slice(11)}` : null;
    },
    async chargeSaved(request) {
      const earlier = charged.get(request.idempotencyKey);
      if (earlier) return earlier;
      const token = request.method.paymentMethodId;
      const result: SavedMethodChargeResult = !token.startsWith(TOKEN_PREFIX)
        ? { outcome: 'DECLINED', reason: 'unknown_payment_method' }
        : token.startsWith(DECLINING_PREFIX)
          ? { outcome: 'DECLINED', reason: 'card_declined' }
          : { outcome: 'SUCCEEDED', paymentRef: `pi_sandbox_off_${randomUUID().replaceAll('-', '')}` };
      charged.set(request.idempotencyKey, result);
      chargeLog.push({ ...request, result });
      return result;
    },
    signedCallback(session) {
      const paid = session.result !== 'failure';
      const suffix = session.providerCheckoutId.slice('cs_sandbox_'.length);
      // a checkout that keeps the card: the customer and the expanded PaymentIntent with its token
      const token = `${session.result === 'success-declining-card' ? DECLINING_PREFIX : TOKEN_PREFIX}${suffix}`;
      const intent = session.saveMethod
        ? { id: `pi_sandbox_${suffix}`, object: 'payment_intent', payment_method: token }
        : `pi_sandbox_${suffix}`;
      const payload = JSON.stringify({
        id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: paid ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.providerCheckoutId,
            object: 'checkout.session',
            client_reference_id: session.checkoutId,
            amount_total: session.amountCents,
            currency: session.currency,
            payment_status: paid ? 'paid' : 'unpaid',
            payment_intent: intent,
            customer: paid && session.saveMethod ? `cus_sandbox_${suffix}` : null,
          },
        },
      });
      return { payload, signature: signPayload(payload, options.webhookSecret) };
    },
  };
}

/** The sandbox's choices: `success-declining-card` pays, and the card then refuses off-session charges. */
export const SANDBOX_RESULTS = ['success', 'failure', 'success-declining-card'] as const;

/** An off-session charge the sandbox made (not the idempotent repeats): what tests look at. */
export type SandboxCharge = Parameters<PaymentProvider['chargeSaved']>[0] & {
  result: SavedMethodChargeResult;
};

/** What the sandbox page needs to send its callback. */
export interface SandboxCallbacks {
  readonly chargeLog: readonly SandboxCharge[];
  signedCallback(session: {
    result: (typeof SANDBOX_RESULTS)[number];
    saveMethod: boolean;
    checkoutId: string;
    providerCheckoutId: string;
    amountCents: number;
    currency: string;
  }): { payload: string; signature: string };
}
