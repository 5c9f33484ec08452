import { z } from 'zod';
import { epcTransferSchema } from './bank-transfers';

/** Premium membership as payment answers it (docs/payments.md, docs/premium-features.md). */

export const PREMIUM_METHODS = ['TRANSFER', 'CARD'] as const;
export type PremiumMethod = (typeof PREMIUM_METHODS)[number];
export const PREMIUM_PAYMENT_KINDS = ['PURCHASE', 'RENEWAL'] as const;
export const PREMIUM_PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type PremiumPaymentStatus = (typeof PREMIUM_PAYMENT_STATUSES)[number];

/** One premium payment (`GET premium/payments`, the open payment of `GET premium`). */
export const premiumPaymentSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  kind: z.enum(PREMIUM_PAYMENT_KINDS),
  method: z.enum(PREMIUM_METHODS),
  amountCents: z.number().int(),
  autoRenew: z.boolean(),
  status: z.enum(PREMIUM_PAYMENT_STATUSES),
  reference: z.string(),
  /**
   * the auto-renewal's charge of the saved card: SUCCEEDED, DECLINED (the user pays this payment
   * by hand), PROCESSING (being charged, so not offered for paying by hand), or none
   */
  chargeOutcome: z.enum(['SUCCEEDED', 'DECLINED', 'PROCESSING']).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
});
export type PremiumPaymentView = z.infer<typeof premiumPaymentSchema>;

/** The open payment with its transfer to the portal's account (none for cards). */
export const premiumOpenPaymentSchema = premiumPaymentSchema.extend({
  transfer: epcTransferSchema.nullable(),
});
export type PremiumOpenPayment = z.infer<typeof premiumOpenPaymentSchema>;

/** `GET premium`: my membership (also the answer of `PUT premium/autoRenew`). */
export const premiumSchema = z.object({
  validUntil: z.string().nullable(),
  valid: z.boolean(),
  autoRenew: z.boolean(),
  /** the auto-renewal charges the card kept at the card purchase */
  savedCard: z.boolean(),
  method: z.enum(PREMIUM_METHODS).nullable(),
  priceCents: z.number().int(),
  openPayment: premiumOpenPaymentSchema.nullable(),
});
export type Premium = z.infer<typeof premiumSchema>;

/** `POST premium/purchase`; agbs: the terms and withdrawal information accepted (checked by payment). */
export const premiumPurchaseBodySchema = z.object({
  method: z.enum(PREMIUM_METHODS),
  autoRenew: z.boolean(),
  agbs: z.boolean().optional(),
});
export type PremiumPurchaseBody = z.infer<typeof premiumPurchaseBodySchema>;
/** Card: `payment-redirect-url` leads to the provider. */
export const premiumPurchaseAnswerSchema = premiumSchema.extend({
  'payment-redirect-url': z.string().nullable(),
});
export type PremiumPurchaseAnswer = z.infer<typeof premiumPurchaseAnswerSchema>;
