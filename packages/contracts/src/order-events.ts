import { z } from 'zod';

/**
 * Events of a registration's life after sign-up (orders, payment, premium). Declared here once,
 * before the services that publish and consume them are built, so each side codes against the same
 * shape. Routing key = type (docs/service-kit.md).
 */
export const ORDER_EVENTS = {
  /** registration: an item was cancelled (by the shooter, an administrator, or for no payment) */
  orderItemCancelled: 'registration.order-item.cancelled',
  /** registration: an administrator took a cancel back */
  orderItemUncancelled: 'registration.order-item.uncancelled',
  /** registration: `paid` or `paid2` of an item changed (administrator toggle or provider payment) */
  orderItemPaymentChanged: 'registration.order-item.payment-changed',
  /** registration: an item moved to another squad (shooter edit or administrator swap) */
  orderItemSquadChanged: 'registration.order-item.squad-changed',
  /** registration: a cart was checked out (any method); payment keeps transfers due, notification mails */
  orderSubmitted: 'registration.order.submitted',
  /** registration: a card payment is wanted; payment creates the provider checkout */
  checkoutRequested: 'registration.checkout.requested',
  /** payment: the provider confirmed a payment (applied once per provider event id) */
  paymentSucceeded: 'payment.payment.succeeded',
  /** payment: the provider reported a declined or abandoned payment */
  paymentFailed: 'payment.payment.failed',
  /** payment: a refund was recorded */
  paymentRefunded: 'payment.payment.refunded',
  /** payment: a user's premium membership changed; identity sets `paymentUntil` */
  premiumChanged: 'payment.premium.changed',
  /** payment: an auto-renewal is 14 days away; notification mails the reminder */
  premiumRenewalDue: 'payment.premium.renewal-due',
  /**
   * payment: the year-end charge of an auto-renewal on the saved card was declined; the renewal
   * payment stays open for paying by hand (no consumer yet: notification should mail it)
   */
  premiumRenewalDeclined: 'payment.premium.renewal-declined',
} as const;

/** Who ended a registration: the spec's three cancellation mails. */
export const CANCELLED_BY = ['SHOOTER', 'ADMINISTRATOR', 'NO_PAYMENT'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** What every item event carries, so consumers need no lookup to mail or report it. */
export const orderItemRefSchema = z.object({
  itemId: z.number().int().positive(),
  orderId: z.number().int().positive(),
  /** the item's capability: the personal link `publicOrderItems/{itemId}/{token}` */
  token: z.string().min(1),
  /** null for a registration without an account */
  userId: z.number().int().positive().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  locale: z.enum(['de', 'en']).catch('de'),
  competitionId: z.number().int().positive(),
  competitionName: z.string(),
  /** ISO instant, null when the snapshot has none */
  competitionDate: z.string().nullable(),
  clubId: z.number().int().positive().nullable(),
  squadId: z.number().int().positive().nullable(),
  squadName: z.string().nullable(),
  waitingList: z.boolean(),
});
export type OrderItemRef = z.infer<typeof orderItemRefSchema>;

export const orderItemCancelledSchema = orderItemRefSchema.extend({
  by: z.enum(CANCELLED_BY),
  /** a waiting-list entry that got the freed place (it also has its own promoted event) */
  promotedItemIds: z.array(z.number().int().positive()),
});
export type OrderItemCancelled = z.infer<typeof orderItemCancelledSchema>;

export const orderItemUncancelledSchema = orderItemRefSchema;
export type OrderItemUncancelled = z.infer<typeof orderItemUncancelledSchema>;

export const orderItemPaymentChangedSchema = orderItemRefSchema.extend({
  paid: z.boolean(),
  paid2: z.boolean(),
  /** ADMINISTRATOR: a back-office toggle; PROVIDER: a confirmed card payment */
  by: z.enum(['ADMINISTRATOR', 'PROVIDER']),
  /** the payment id of the payment service when `by` is PROVIDER */
  paymentId: z.string().nullable(),
});
export type OrderItemPaymentChanged = z.infer<typeof orderItemPaymentChangedSchema>;

export const orderItemSquadChangedSchema = orderItemRefSchema.extend({
  fromSquadId: z.number().int().positive(),
  fromSquadName: z.string().nullable(),
  /** the other item of an administrator's swap, null for a move */
  swappedWithItemId: z.number().int().positive().nullable(),
});
export type OrderItemSquadChanged = z.infer<typeof orderItemSquadChangedSchema>;

/** Amounts are integer euro cents everywhere, never floats. */
export const centsSchema = z.number().int().nonnegative();

export const orderSubmittedSchema = z.object({
  cartId: z.number().int().positive(),
  orderIds: z.array(z.number().int().positive()),
  userId: z.number().int().positive().nullable(),
  email: z.string().nullable(),
  locale: z.enum(['de', 'en']).catch('de'),
  paymentMethod: z.enum(['PAY_ON_SITE', 'DEPOSIT', 'CARD']),
  items: z.array(
    orderItemRefSchema.extend({
      /** the competition's fee for this item */
      amountCents: centsSchema,
    }),
  ),
});
export type OrderSubmitted = z.infer<typeof orderSubmittedSchema>;

/** What a card payment is for. */
export const PAYMENT_PURPOSES = ['ORDER', 'ORDER_ITEM', 'PREMIUM'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const checkoutRequestedSchema = z.object({
  /** chosen by the requester; the browser is sent to payment's page for this id */
  checkoutId: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  orderIds: z.array(z.number().int().positive()),
  itemIds: z.array(z.number().int().positive()),
  /** a second payment (`paid2`) of the items */
  second: z.boolean(),
  userId: z.number().int().positive().nullable(),
  email: z.string().nullable(),
  locale: z.enum(['de', 'en']).catch('de'),
  amountCents: centsSchema,
  /** ISO instant after which the held places are released like any hold */
  payableUntil: z.string(),
});
export type CheckoutRequested = z.infer<typeof checkoutRequestedSchema>;

export const paymentSucceededSchema = z.object({
  paymentId: z.string().min(1),
  checkoutId: z.uuid().nullable(),
  provider: z.string().min(1),
  providerEventId: z.string().min(1),
  purpose: z.enum(PAYMENT_PURPOSES),
  orderIds: z.array(z.number().int().positive()),
  itemIds: z.array(z.number().int().positive()),
  second: z.boolean(),
  userId: z.number().int().positive().nullable(),
  amountCents: centsSchema,
});
export type PaymentSucceeded = z.infer<typeof paymentSucceededSchema>;

export const paymentFailedSchema = paymentSucceededSchema.extend({ reason: z.string() });
export type PaymentFailed = z.infer<typeof paymentFailedSchema>;

export const paymentRefundedSchema = z.object({
  paymentId: z.string().min(1),
  refundId: z.string().min(1),
  itemIds: z.array(z.number().int().positive()),
  amountCents: centsSchema,
  /** what was refunded (optional, added by issue 12): an item payment (`paid2` for a second one) or premium */
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  second: z.boolean().optional(),
});
export type PaymentRefunded = z.infer<typeof paymentRefundedSchema>;

export const premiumChangedSchema = z.object({
  userId: z.number().int().positive(),
  /** ISO instant the membership is valid until, null when it ended */
  paymentUntil: z.string().nullable(),
  autoRenew: z.boolean(),
});
export type PremiumChanged = z.infer<typeof premiumChangedSchema>;

export const premiumRenewalDueSchema = z.object({
  userId: z.number().int().positive(),
  email: z.string(),
  locale: z.enum(['de', 'en']).catch('de'),
  renewsAt: z.string(),
  amountCents: centsSchema,
});
export type PremiumRenewalDue = z.infer<typeof premiumRenewalDueSchema>;

export const premiumRenewalDeclinedSchema = z.object({
  userId: z.number().int().positive(),
  email: z.string(),
  locale: z.enum(['de', 'en']).catch('de'),
  /** the open renewal payment the user can still pay on the premium page */
  paymentId: z.string().min(1),
  amountCents: centsSchema,
  /** ISO instant the membership ended (not extended) */
  validUntil: z.string(),
  /** the provider's reason (e.g. `card_declined`) */
  reason: z.string(),
});
export type PremiumRenewalDeclined = z.infer<typeof premiumRenewalDeclinedSchema>;
