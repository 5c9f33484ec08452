/**
 * One interface for every card payment provider (docs/payments.md): create a checkout for an
 * amount and a reference, verify and parse a callback, refund, and charge a saved payment method
 * off-session (premium auto-renewal). Amounts are integer euro cents.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** the request header that carries the callback's signature */
  readonly signatureHeader: string;
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /**
   * Verifies the signature over the exact bytes received, then parses the event. Throws
   * `SignatureError` for a missing, malformed, stale or wrong signature: nothing else is read.
   */
  parseCallback(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * The reusable payment method behind a confirmed payment of a checkout made with `saveMethod`
   * (Stripe: the PaymentIntent's `payment_method`, as the webhook's session carries only its id).
   */
  paymentMethodOf(paymentRef: string): Promise<string | null>;
  /**
   * Charges a saved payment method without the customer (off-session). The idempotency key makes
   * a repeated call (a job run twice, two replicas) answer the first charge instead of a new one.
   * A refused card answers DECLINED; a charge still under way answers PROCESSING (it succeeds or
   * fails later: ask `savedChargeOutcome`); a provider that cannot be reached throws (retry later).
   */
  chargeSaved(request: SavedMethodCharge): Promise<SavedMethodChargeResult>;
  /**
   * The current outcome of an off-session charge that answered PROCESSING, by its paymentRef.
   * A provider that cannot be reached throws (the settling sweep retries).
   */
  savedChargeOutcome(paymentRef: string): Promise<SavedMethodChargeResult>;
}

export const PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface CheckoutRequest {
  /** our checkout id: the provider hands it back in every event (client_reference_id) */
  checkoutId: string;
  amountCents: number;
  currency: 'eur';
  /** shown on the provider's page */
  description: string;
  email: string | null;
  locale: 'de' | 'en';
  successUrl: string;
  cancelUrl: string;
  /** the provider page stops taking the payment then */
  expiresAt: Date;
  /** keep the card for later off-session charges (an auto-renewing premium purchase) */
  saveMethod?: boolean;
}

export interface ProviderCheckout {
  providerCheckoutId: string;
  /** where the browser pays */
  url: string;
}

/** A callback as every provider's events map to it. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** SUCCEEDED: money taken; FAILED: declined, expired, abandoned; IGNORED: nothing to apply */
  outcome: 'SUCCEEDED' | 'FAILED' | 'IGNORED';
  providerCheckoutId: string | null;
  checkoutId: string | null;
  amountCents: number | null;
  currency: string | null;
  /** what a refund needs (Stripe: the PaymentIntent) */
  paymentRef: string | null;
  /** the provider's customer a saved payment method belongs to (Stripe: `cus_...`) */
  customerId: string | null;
  /** the saved payment method, when the event carries it (an expanded PaymentIntent) */
  paymentMethodId: string | null;
}

export interface RefundRequest {
  paymentRef: string;
  amountCents: number;
  /** makes a repeated refund call harmless at the provider */
  idempotencyKey: string;
}

/** A saved card: what an off-session charge needs. */
export interface SavedMethod {
  customerId: string | null;
  paymentMethodId: string;
}

export interface SavedMethodCharge {
  method: SavedMethod;
  amountCents: number;
  currency: 'eur';
  /** shown on the statement and in the provider's dashboard */
  description: string;
  /** our reference (the premium payment's remittance reference) */
  reference: string;
  idempotencyKey: string;
}

export type SavedMethodChargeResult =
  | { outcome: 'SUCCEEDED'; paymentRef: string }
  | { outcome: 'PROCESSING'; paymentRef: string }
  | { outcome: 'DECLINED'; reason: string };

export class SignatureError extends Error {
  constructor(reason: string) {
    super(`callback signature refused: ${reason}`);
    this.name = 'SignatureError';
  }
}
