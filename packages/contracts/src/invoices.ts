import { z } from 'zod';

/** The portal's invoices to clubs (docs/payments.md, docs/club-invoices-and-exports.md). */

/** An invoice or credit note as `GET payments/invoices` lists it. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['INVOICE', 'CREDIT_NOTE']),
  /** a credit note: the invoice it cancels; an invoice: the credit note that cancelled it */
  cancels: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  cancelledBy: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  competitionId: z.number().int(),
  clubId: z.number().int(),
  competitionName: z.string(),
  competitionDate: z.string().nullable(),
  clubName: z.string(),
  invoiceName: z.string().nullable(),
  invoiceMail: z.string().nullable(),
  bmdAccountNumber: z.string().nullable(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  vatPercent: z.number().int(),
  issuedAt: z.string(),
  competitionPaid: z.boolean(),
  fileName: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `POST competition/{id}/invoice` and its preview: the number and the gross in German format. */
export const invoiceBodySchema = z.object({
  number: z.string().min(1).max(50),
  gross: z.string().min(1).max(20),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;
/** `POST payments/invoices/{id}/creditNote`: the credit note's own number. */
export const creditNoteBodySchema = z.object({ number: z.string().min(1).max(50) });

/** `POST competition/{id}/invoice/preview`: the invoice the same body would make; nothing is written. */
export const invoicePreviewSchema = z.object({
  number: z.string(),
  competitionName: z.string(),
  recipient: z.array(z.string()),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  vatPercent: z.number().int(),
  startFee: z.object({
    rule: z.enum(['STANDARD', 'ONE_CATEGORY', 'FREE']),
    minimumCents: z.number().int(),
  }),
  warnings: z.array(z.enum(['COMPETITION_ALREADY_PAID', 'GROSS_FAR_ABOVE_START_FEE'])),
  issuer: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    vatId: z.string(),
    bank: z.object({ name: z.string(), iban: z.string(), bic: z.string() }),
  }),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;
