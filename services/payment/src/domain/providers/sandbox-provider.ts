import { randomUUID } from 'node:crypto';
import { checkoutSessionEvent } from './checkout-session-event';
import type { PaymentProvider, ProviderEvent, SavedMethodChargeResult } from './provider';
import { memoryChargeBook, type SandboxChargeBook } from './sandbox-charge-book';
import { signPayload, verifySignedPayload } from './signed-payload';

export interface SandboxOptions {
  /** signs and verifies the sandbox's callbacks (as Stripe's endpoint secret does) */
  webhookSecret: string;
  /** the sandbox's hosted page: `${pageBaseUrl}/{checkoutId}` (served by payment, through the gateway) */
  pageBaseUrl: string;
  /** how long a processing card's off-session charge stays processing when asked again [0] */
  processingMs?: number;
  /** its off-session charges by idempotency key; a running service shares payment's table [memory] */
  book?: SandboxChargeBook;
}

/**
 * A saved sandbox card; one whose token starts with DECLINING_PREFIX refuses off-session charges,
 * one with PROCESSING_PREFIX answers them PROCESSING and, asked afterwards, SUCCEEDED (or DECLINED
 * with PROCESSING_DECLINING_PREFIX), or PROCESSING until `processingMs` after the charge. The
 * outcome and that time ride in the token and the payment ref, so every replica answers alike.
 */
const TOKEN_PREFIX = 'pm_sandbox_';
export const DECLINING_PREFIX = 'pm_sandbox_declines_';
export const PROCESSING_PREFIX = 'pm_sandbox_processing_';
export const PROCESSING_DECLINING_PREFIX = 'pm_sandbox_processing_declines_';
const PROCESSING_REF = 'pi_sandbox_processing_';
const PROCESSING_DECLINING_REF = 'pi_sandbox_processing_declines_';

const TOKEN_PREFIX_OF: Record<SandboxResult, string> = {
  success: TOKEN_PREFIX,
  failure: TOKEN_PREFIX,
  'success-declining-card': DECLINING_PREFIX,
  'success-processing-card': PROCESSING_PREFIX,
  'success-processing-declining-card': PROCESSING_DECLINING_PREFIX,
};

const newId = () => randomUUID().replaceAll('-', '');

function offSessionCharge(token: string, processingUntil: number): SavedMethodChargeResult {
  if (!token.startsWith(TOKEN_PREFIX)) return { outcome: 'DECLINED', reason: 'unknown_payment_method' };
  if (token.startsWith(DECLINING_PREFIX)) return { outcome: 'DECLINED', reason: 'card_declined' };
  if (token.startsWith(PROCESSING_DECLINING_PREFIX))
    return { outcome: 'PROCESSING', paymentRef: `${PROCESSING_DECLINING_REF}${processingUntil}_${newId()}` };
  if (token.startsWith(PROCESSING_PREFIX))
    return { outcome: 'PROCESSING', paymentRef: `${PROCESSING_REF}${processingUntil}_${newId()}` };
  return { outcome: 'SUCCEEDED', paymentRef: `pi_sandbox_off_${newId()}` };
}

/**
 * The provider that ships with the product: its "hosted page" is payment's own sandbox page
 * (http/sandbox-page.ts), where one chooses success or failure; the callback it then sends is a
 * Stripe-shaped event signed exactly like Stripe's. Development, demos, tests and `npm start`
 * need no outside account.
 */
export function sandboxProvider(options: SandboxOptions): PaymentProvider & SandboxCallbacks {
  // like Stripe's idempotency keys: a repeated charge answers the first result, in every replica
  const book = options.book ?? memoryChargeBook();
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
      const charge = offSessionCharge(
        request.method.paymentMethodId,
        Date.now() + (options.processingMs ?? 0),
      );
      const { result, first } = await book.keep(request, charge);
      if (first) chargeLog.push({ ...request, result });
      return result;
    },
    async savedChargeOutcome(paymentRef) {
      if (paymentRef.startsWith('pi_sandbox_off_')) return { outcome: 'SUCCEEDED', paymentRef };
      const declines = paymentRef.startsWith(PROCESSING_DECLINING_REF);
      if (!declines && !paymentRef.startsWith(PROCESSING_REF))
        return { outcome: 'DECLINED', reason: 'unknown_payment' };
      const until = Number(
        paymentRef.slice((declines ? PROCESSING_DECLINING_REF : PROCESSING_REF).length).split('_')[0],
      );
      if (Date.now() < until) return { outcome: 'PROCESSING', paymentRef };
      return declines
        ? { outcome: 'DECLINED', reason: 'card_declined' }
        : { outcome: 'SUCCEEDED', paymentRef };
    },
    signedCallback(session) {
      const paid = session.result !== 'failure';
      const suffix = session.providerCheckoutId.slice('cs_sandbox_'.length);
      // a checkout that keeps the card: the customer and the expanded PaymentIntent with its token
      const token = `${TOKEN_PREFIX_OF[session.result]}${suffix}`;
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

/**
 * The sandbox's choices: `success-declining-card` pays, and the card then refuses off-session
 * charges; `success-processing-card` pays, and its off-session charges answer PROCESSING first and
 * SUCCEEDED when asked afterwards (`success-processing-declining-card`: DECLINED).
 */
export const SANDBOX_RESULTS = [
  'success',
  'failure',
  'success-declining-card',
  'success-processing-card',
  'success-processing-declining-card',
] as const;
export type SandboxResult = (typeof SANDBOX_RESULTS)[number];

/** An off-session charge this process's sandbox made (not the idempotent repeats): what tests look at. */
export type SandboxCharge = Parameters<PaymentProvider['chargeSaved']>[0] & {
  result: SavedMethodChargeResult;
};

/** What the sandbox page needs to send its callback. */
export interface SandboxCallbacks {
  readonly chargeLog: readonly SandboxCharge[];
  signedCallback(session: {
    result: SandboxResult;
    saveMethod: boolean;
    checkoutId: string;
    providerCheckoutId: string;
    amountCents: number;
    currency: string;
  }): { payload: string; signature: string };
}
