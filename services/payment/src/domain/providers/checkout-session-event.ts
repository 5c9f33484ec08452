import type { ProviderEvent } from './provider';

/**
 * Maps a Stripe-shaped event (`{id, type, data: {object: checkout.session}}`) to a ProviderEvent.
 * The sandbox sends exactly this shape too, so both adapters read callbacks the same way.
 */
export function checkoutSessionEvent(event: unknown): ProviderEvent {
  const e = (event ?? {}) as { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
  const session = e.data?.object ?? {};
  const id = typeof e.id === 'string' ? e.id : '';
  const type = typeof e.type === 'string' ? e.type : '';
  if (!id || !type) throw new MalformedEventError();
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const ref = session.payment_intent;
  const intent = (typeof ref === 'object' && ref !== null ? ref : {}) as { payment_method?: unknown };
  const method = intent.payment_method;
  return {
    eventId: id,
    type,
    outcome: outcomeOf(type, text(session.payment_status)),
    providerCheckoutId: session.object === 'checkout.session' ? text(session.id) : null,
    checkoutId: text(session.client_reference_id),
    amountCents: Number.isSafeInteger(session.amount_total) ? (session.amount_total as number) : null,
    currency: text(session.currency),
    paymentRef: text(ref) ?? text((ref as { id?: unknown } | null)?.id),
    customerId: text(session.customer),
    paymentMethodId: text(method) ?? text((method as { id?: unknown } | null)?.id),
  };
}

function outcomeOf(type: string, paymentStatus: string | null): ProviderEvent['outcome'] {
  switch (type) {
    case 'checkout.session.completed':
      // a delayed method (e.g. SEPA debit) completes unpaid and reports later
      return paymentStatus === 'paid' ? 'SUCCEEDED' : 'IGNORED';
    case 'checkout.session.async_payment_succeeded':
      return 'SUCCEEDED';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'FAILED';
    default:
      return 'IGNORED';
  }
}

export class MalformedEventError extends Error {
  constructor() {
    super('callback event without id or type');
  }
}
