import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema payment owns; no other service reads or writes it. */
export const paymentSchema = pgSchema('payment');
export const { outbox, inbox } = messagingTables(paymentSchema);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- card payments through a provider (issue 12, h12a) --------------------------------------

/**
 * A card payment wanted by registration (`registration.checkout.requested`), then its provider
 * checkout and outcome. Status: REQUESTED (event arrived) -> OPEN (provider checkout made) ->
 * SUCCEEDED | FAILED; SUCCEEDED -> REFUNDED. The provider taking money for items another checkout
 * had already paid (two tabs) is not passed on and refunded at once (REFUNDED, refund reason
 * DUPLICATE); DUPLICATE remains for rows from before that.
 */
export const checkouts = paymentSchema.table(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').notNull(),
    orderIds: integer('order_ids').array().notNull(),
    itemIds: integer('item_ids').array().notNull(),
    second: boolean('second').notNull().default(false),
    userId: integer('user_id'),
    email: text('email'),
    locale: text('locale').notNull().default('de'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    payableUntil: instant('payable_until').notNull(),
    status: text('status').notNull().default('REQUESTED'),
    provider: text('provider'),
    /** the provider's checkout (Stripe: the Checkout Session id) */
    providerCheckoutId: text('provider_checkout_id'),
    providerUrl: text('provider_url'),
    /** our payment id, made when the provider confirms */
    paymentId: uuid('payment_id').unique(),
    /** the provider's charge reference refunds need (Stripe: the PaymentIntent id) */
    providerPaymentRef: text('provider_payment_ref'),
    /** keep the card for off-session charges (an auto-renewing premium purchase) */
    saveMethod: boolean('save_method').notNull().default(false),
    /** the saved card the provider confirmed (customer and payment method) */
    providerCustomerId: text('provider_customer_id'),
    providerPaymentMethod: text('provider_payment_method'),
    /** purpose PREMIUM: the premium payment this attempt pays (a tab's older attempt still finds it) */
    premiumPaymentId: uuid('premium_payment_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_provider_checkout_uq').on(t.provider, t.providerCheckoutId),
    // a user's running card payments (the booked list's marks, docs/my-competitions.md)
    index('checkouts_user_idx').on(t.userId),
  ],
);

/** Every provider event applied, once: a replayed or repeated callback finds its row. */
export const providerEvents = paymentSchema.table(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    checkoutId: uuid('checkout_id'),
    outcome: text('outcome').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('provider_events_checkout_idx').on(t.checkoutId),
  ],
);

/** Which items a confirmed payment paid (first or second payment): one payment per item and kind. */
export const paidItems = paymentSchema.table(
  'paid_items',
  {
    itemId: integer('item_id').notNull(),
    second: boolean('second').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.second] })],
);

/** A refund, recorded once per payment. */
export const refunds = paymentSchema.table('refunds', {
  paymentId: uuid('payment_id').primaryKey(),
  checkoutId: uuid('checkout_id').notNull(),
  providerRefundId: text('provider_refund_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  refundedBy: integer('refunded_by'),
  /** DUPLICATE: refunded at once as the items were already paid by another payment; null: by an admin */
  reason: text('reason'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Registrations registration cancelled (`registration.order-item.cancelled`, removed again on
 * `.uncancelled`): their checkouts cannot be opened, and money the provider takes for them anyway
 * goes back at once (issue 20, docs/payment-safety.md).
 */
export const cancelledItems = paymentSchema.table('cancelled_items', {
  itemId: integer('item_id').primaryKey(),
  cancelledAt: instant('cancelled_at').notNull().defaultNow(),
});

// ---- replicas, transfers, premium, invoices (issue 12, h12b) --------------------------------

/** Catalog's clubs (`catalog.club.upserted` / `.deleted`, newer versions only): bank and invoice data. */
export const clubs = paymentSchema.table('clubs', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  name: text('name').notNull().default(''),
  longName: text('long_name'),
  address: text('address'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  bankName: text('bank_name'),
  bic: text('bic'),
  iban: text('iban'),
  bmdAccountNumber: text('bmd_account_number'),
  invoiceName: text('invoice_name'),
  invoiceMail: text('invoice_mail'),
});

/** Catalog's competitions (snapshots, newer versions only): what an invoice is for. */
export const competitions = paymentSchema.table('competitions', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  clubId: integer('club_id'),
  name: text('name').notNull().default(''),
  event: boolean('event').notNull().default(false),
  competitionDate: instant('competition_date'),
  paid: boolean('paid').notNull().default(false),
  /** how many divisions (categories) it offers: one pays the smaller start fee (issue 21) */
  divisionCount: integer('division_count').notNull().default(0),
});

/**
 * Registrations to be paid by bank transfer to the club (`registration.order.submitted` with
 * DEPOSIT): the EPC QR code is drawn from this row and the club's current bank data.
 */
export const transfersDue = paymentSchema.table(
  'transfers_due',
  {
    itemId: integer('item_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    cartId: integer('cart_id').notNull(),
    /** the item's capability (`publicOrderItems/{id}/{token}`): who holds it may see the code */
    token: text('token').notNull(),
    userId: integer('user_id'),
    clubId: integer('club_id'),
    competitionId: integer('competition_id').notNull(),
    competitionName: text('competition_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    amountCents: integer('amount_cents').notNull(),
    /** from `registration.order-item.payment-changed`: a paid registration needs no code */
    paid: boolean('paid').notNull().default(false),
    /** from `.cancelled` / `.uncancelled` */
    cancelled: boolean('cancelled').notNull().default(false),
    /** a waiting-list entry: due once `registration.order-item.promoted` gives it a place (issue 20) */
    waiting: boolean('waiting').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('transfers_due_cart_idx').on(t.cartId), index('transfers_due_user_idx').on(t.userId)],
);

/** Identity's users (`identity.user.upserted`, newer versions only): where the renewal reminder goes. */
export const users = paymentSchema.table('users', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  email: text('email'),
  locale: text('locale').notNull().default('de'),
  /** identity's premium last day (a Vienna day): premium state is computed from it too (issue 20) */
  paymentUntil: date('payment_until'),
});

/** A user's premium membership: valid until, auto-renewal, how the last year was paid. */
export const premiumMemberships = paymentSchema.table('premium_memberships', {
  userId: integer('user_id').primaryKey(),
  validUntil: instant('valid_until'),
  autoRenew: boolean('auto_renew').notNull().default(false),
  method: text('method').notNull().default('TRANSFER'),
  /** bumped on every change; the renewal job ids carry it so an old job finds itself outdated */
  version: integer('version').notNull().default(0),
  /** the reminder of this `validUntil` was sent (ISO instant), so it goes out once */
  remindedFor: instant('reminded_for'),
  /** the card kept for the auto-renewal (provider, customer, payment method); cleared on cancel */
  provider: text('provider'),
  providerCustomerId: text('provider_customer_id'),
  providerPaymentMethod: text('provider_payment_method'),
  /** the year end (ISO instant) whose renewal was charged or declined, so it is tried once */
  renewalTriedFor: instant('renewal_tried_for'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One premium year to be paid (PENDING), paid (PAID, the year it bought), or withdrawn
 * (CANCELLED). A transfer is paid when an administrator records its arrival; a card payment when
 * the provider confirms it.
 */
export const premiumPayments = paymentSchema.table(
  'premium_payments',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** the auto-renewal wanted with this purchase, applied when it is paid */
    autoRenew: boolean('auto_renew').notNull().default(false),
    status: text('status').notNull().default('PENDING'),
    reference: text('reference').notNull(),
    /** when the buyer accepted the terms and the withdrawal information for this purchase (docs/people-data-and-consent.md) */
    termsAcceptedAt: instant('terms_accepted_at'),
    /** the card checkout of the latest attempt; once paid by card, the checkout that paid it */
    checkoutId: uuid('checkout_id'),
    /** the off-session charge of an auto-renewal: SUCCEEDED, DECLINED or PROCESSING (settled by the sweep), and the provider's payment */
    chargeOutcome: text('charge_outcome'),
    providerPaymentRef: text('provider_payment_ref'),
    createdAt: instant('created_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
    periodFrom: instant('period_from'),
    periodTo: instant('period_to'),
  },
  (t) => [
    // at most one open payment per user: a double click finds the first one
    uniqueIndex('premium_payments_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('premium_payments_reference_uq').on(t.reference),
  ],
);

/** The portal's invoices to clubs for a competition's fee; the PDF is drawn from this row. */
export const invoices = paymentSchema.table(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    competitionId: integer('competition_id').notNull(),
    clubId: integer('club_id').notNull(),
    competitionName: text('competition_name').notNull(),
    competitionDate: instant('competition_date'),
    clubName: text('club_name').notNull(),
    invoiceName: text('invoice_name'),
    invoiceMail: text('invoice_mail'),
    bmdAccountNumber: text('bmd_account_number'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    /** INVOICE, or CREDIT_NOTE cancelling the invoice `cancelsInvoiceId` (same number space) */
    kind: text('kind').notNull().default('INVOICE'),
    cancelsInvoiceId: integer('cancels_invoice_id'),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    index('invoices_club_idx').on(t.clubId),
    // one credit note per invoice; one valid invoice per competition is checked under a lock
    uniqueIndex('invoices_cancels_uq').on(t.cancelsInvoiceId),
  ],
);

// ---- the sandbox provider's own books (issue 22) --------------------------------------------

/**
 * The sandbox provider's off-session charges by idempotency key: as Stripe answers a repeated key
 * with the first charge, every payment replica's sandbox answers the row the first one wrote
 * (docs/replicas-and-schedulers.md). Written outside the caller's transaction, like a provider's.
 */
export const sandboxCharges = paymentSchema.table('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  reference: text('reference').notNull(),
  /** the first answer: SUCCEEDED | PROCESSING | DECLINED */
  outcome: text('outcome').notNull(),
  paymentRef: text('payment_ref'),
  reason: text('reason'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
