import Stripe from 'stripe';
import { checkoutSessionEvent } from './checkout-session-event';
import {
  SignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type SavedMethodChargeResult,
} from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** for a local stand-in of Stripe's API (tests): e.g. `http://127.0.0.1:12111` */
  apiUrl?: string | undefined;
}

/**
 * Stripe: Checkout Sessions for the payment, webhooks verified with the endpoint secret
 * (`stripe.webhooks.constructEvent`), refunds of the session's PaymentIntent. A session that keeps
 * the card makes a Customer and sets `setup_future_usage: off_session`; a renewal is then an
 * off-session PaymentIntent on that customer and payment method, confirmed at once.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  });
  return {
    name: 'stripe',
    signatureHeader: 'stripe-signature',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.checkoutId,
          customer_email: request.email ?? undefined,
          locale: request.locale,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          metadata: { checkoutId: request.checkoutId },
          ...(request.saveMethod && {
            customer_creation: 'always' as const,
            payment_intent_data: { setup_future_usage: 'off_session' as const },
          }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: sessionExpiry(request.expiresAt),
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without url');
      return { providerCheckoutId: session.id, url: session.url };
    },
    parseCallback(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new SignatureError((error as Error).message);
      }
      return checkoutSessionEvent(event);
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentRef, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id };
    },
    async paymentMethodOf(paymentRef) {
      const intent = await stripe.paymentIntents.retrieve(paymentRef);
      const method = intent.payment_method;
      return typeof method === 'string' ? method : (method?.id ?? null);
    },
    async chargeSaved(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            ...(request.method.customerId && { customer: request.method.customerId }),
            payment_method: request.method.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { reference: request.reference },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return savedChargeResult(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { outcome: 'DECLINED', reason: error.code ?? 'card_error' };
        throw error;
      }
    },
    async savedChargeOutcome(paymentRef) {
      return savedChargeResult(await stripe.paymentIntents.retrieve(paymentRef));
    },
  };
}

/**
 * An off-session PaymentIntent's status as our outcome: `processing` is under way (it succeeds or
 * fails later); anything else but succeeded (e.g. requires_action) means the customer must act.
 */
export function savedChargeResult(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status'>,
): SavedMethodChargeResult {
  if (intent.status === 'succeeded') return { outcome: 'SUCCEEDED', paymentRef: intent.id };
  if (intent.status === 'processing') return { outcome: 'PROCESSING', paymentRef: intent.id };
  return { outcome: 'DECLINED', reason: intent.status };
}

/** Stripe takes 30 minutes to 24 hours from now; our payment window, kept within that. */
function sessionExpiry(expiresAt: Date): number {
  const now = Date.now();
  const at = Math.min(Math.max(expiresAt.getTime(), now + 31 * 60_000), now + 23 * 3_600_000);
  return Math.floor(at / 1000);
}
