import { cartApi } from '../cart/cartApi';

/** The EPC QR code of a registration paid by bank transfer (`GET payments/orderItems/{id}/epc`). */
export interface ItemEpc {
  itemId: number;
  /** PNG, base64 */
  epc: string;
  payload: string;
  amountCents: number;
  reference: string;
  name: string;
  iban: string;
  bic: string;
}

export interface PremiumPayment {
  id: string;
  kind: 'PURCHASE' | 'RENEWAL';
  method: 'TRANSFER' | 'CARD';
  amountCents: number;
  autoRenew: boolean;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  reference: string;
  /**
   * the auto-renewal's charge of the saved card; DECLINED: the user pays this payment by hand;
   * PROCESSING: the card is being charged, so it is not offered for paying by hand
   */
  chargeOutcome: 'SUCCEEDED' | 'DECLINED' | 'PROCESSING' | null;
  transfer: {
    epc: string;
    payload: string;
    reference: string;
    amountCents: number;
    name: string;
    iban: string;
    bic: string;
  } | null;
}

export interface Premium {
  validUntil: string | null;
  valid: boolean;
  autoRenew: boolean;
  /** the auto-renewal charges the card kept at the card purchase */
  savedCard: boolean;
  method: 'TRANSFER' | 'CARD' | null;
  priceCents: number;
  openPayment: PremiumPayment | null;
}

export interface Invoice {
  id: number;
  number: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  /** a credit note: the invoice it cancels; an invoice: the credit note that cancelled it */
  cancels: { id: number; number: string } | null;
  cancelledBy: { id: number; number: string } | null;
  competitionId: number;
  clubId: number;
  competitionName: string;
  competitionDate: string | null;
  clubName: string;
  grossCents: number;
  netCents: number;
  vatCents: number;
  issuedAt: string;
  competitionPaid: boolean;
  fileName: string;
}

/** The invoice a number and gross would make (`competition/{id}/invoice/preview`); nothing is written. */
export interface InvoicePreview {
  number: string;
  competitionName: string;
  recipient: string[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
  startFee: { rule: 'STANDARD' | 'ONE_CATEGORY' | 'FREE'; minimumCents: number };
  warnings: ('COMPETITION_ALREADY_PAID' | 'GROSS_FAR_ABOVE_START_FEE')[];
  issuer: {
    name: string;
    addressLines: string[];
    vatId: string;
    bank: { name: string; iban: string; bic: string };
  };
}

/**
 * Payment's calls for transfers, premium and invoices (paths in docs/payments.md). They ride on the
 * cart's API slice like the card payment calls: one base query for all of /api.
 */
export const billingApi = cartApi.enhanceEndpoints({ addTagTypes: ['Premium', 'Invoices'] }).injectEndpoints({
  endpoints: (build) => ({
    itemEpc: build.query<ItemEpc, { itemId: number; token?: string }>({
      query: ({ itemId, token }) => ({
        url: `payments/orderItems/${itemId}/epc`,
        params: token ? { token } : {},
      }),
      // the code appears once payment has the checkout's event: the component asks again
      extraOptions: { silent: true },
    }),
    premium: build.query<Premium, void>({
      query: () => 'premium',
      providesTags: ['Premium'],
    }),
    purchasePremium: build.mutation<
      Premium & { 'payment-redirect-url': string | null },
      /** agbs: the terms and withdrawal information accepted; payment keeps the moment */
      { method: 'TRANSFER' | 'CARD'; autoRenew: boolean; agbs: boolean }
    >({
      query: (body) => ({ url: 'premium/purchase', method: 'POST', body }),
      invalidatesTags: ['Premium'],
    }),
    setPremiumAutoRenew: build.mutation<Premium, { autoRenew: boolean }>({
      query: (body) => ({ url: 'premium/autoRenew', method: 'PUT', body }),
      invalidatesTags: ['Premium'],
    }),
    /** one club's invoices; without a club (admins only) every club's */
    invoices: build.query<{ content: Invoice[]; totalElements: number }, { clubId?: number }>({
      query: ({ clubId }) => ({
        url: 'payments/invoices',
        params: { ...(clubId === undefined ? {} : { clubId }), page: 0, size: 100 },
      }),
      providesTags: ['Invoices'],
    }),
    previewInvoice: build.mutation<InvoicePreview, { competitionId: number; number: string; gross: string }>({
      query: ({ competitionId, ...body }) => ({
        url: `competition/${competitionId}/invoice/preview`,
        method: 'POST',
        body,
      }),
      // the dialog shows the refusal next to the fields
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useItemEpcQuery,
  usePremiumQuery,
  usePurchasePremiumMutation,
  useSetPremiumAutoRenewMutation,
  useInvoicesQuery,
  usePreviewInvoiceMutation,
} = billingApi;

/** 4550 -> "45,50 €" (de) / "€45.50" (en) */
export const formatCents = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-AT', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
