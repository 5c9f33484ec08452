import { PORTAL_OPERATOR } from '@portal/contracts/portal-operator';
import { isValidIban } from '@portal/epc';
import { z } from 'zod';
import type { InvoiceIssuer } from './domain/invoices/invoice-pdf';
import type { PremiumSettings } from './domain/premium/settings';

/** Settings of premium membership and club invoices (docs/configuration.md). */
export const billingConfigShape = {
  /** premium: 20 euro a year including VAT */
  PREMIUM_PRICE_CENTS: z.coerce.number().int().min(1).default(2000),
  /** the auto-renewal notice goes out this many days before the year ends */
  PREMIUM_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(14),
  /** how often each process looks for notices whose job was lost */
  PREMIUM_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(60_000),
  /** the portal's account premium transfers go to (the EPC code's beneficiary) */
  PORTAL_ACCOUNT_NAME: z.string().min(1).max(70).default('Schießsport-Portal Österreich'),
  PORTAL_ACCOUNT_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
    .default('GIBAATWWXXX'),
  PORTAL_ACCOUNT_IBAN: z.string().refine(isValidIban, 'invalid IBAN').default('AT611904300234573201'),
  /** VAT inside an invoice's gross amount */
  INVOICE_VAT_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /**
   * who issues the invoices, by default the operator of the site's imprint; address lines
   * separated by `|`; the VAT number printed on every invoice
   */
  INVOICE_ISSUER_NAME: z.string().min(1).default(PORTAL_OPERATOR.company),
  INVOICE_ISSUER_ADDRESS: z
    .string()
    .default(
      `${PORTAL_OPERATOR.street}|${PORTAL_OPERATOR.zip} ${PORTAL_OPERATOR.city}|${PORTAL_OPERATOR.country}`,
    ),
  INVOICE_ISSUER_VAT_ID: z.string().min(1).default(PORTAL_OPERATOR.vatId),
};

type BillingConfig = z.infer<z.ZodObject<typeof billingConfigShape>>;

export const premiumSettings = (c: BillingConfig): PremiumSettings => ({
  priceCents: c.PREMIUM_PRICE_CENTS,
  reminderDays: c.PREMIUM_REMINDER_DAYS,
  beneficiary: { name: c.PORTAL_ACCOUNT_NAME, bic: c.PORTAL_ACCOUNT_BIC, iban: c.PORTAL_ACCOUNT_IBAN },
});

export const invoiceIssuer = (c: BillingConfig): InvoiceIssuer => ({
  name: c.INVOICE_ISSUER_NAME,
  addressLines: c.INVOICE_ISSUER_ADDRESS.split('|'),
  vatId: c.INVOICE_ISSUER_VAT_ID,
  bank: { name: c.PORTAL_ACCOUNT_NAME, iban: c.PORTAL_ACCOUNT_IBAN, bic: c.PORTAL_ACCOUNT_BIC },
});
