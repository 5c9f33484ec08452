import type {
  Invoice,
  InvoiceBody,
  InvoicePreview,
  ItemEpc,
  ListAnswer,
  Premium,
  PremiumPurchaseAnswer,
  PremiumPurchaseBody,
} from '@portal/contracts';
import { cartApi } from '../cart/cartApi';
import { saveFileAnswer } from './fileDownload';

/** Payment's answer shapes, the contracts' (one definition for payment and the web). */
export type { Invoice, InvoicePreview, ItemEpc, Premium, PremiumOpenPayment } from '@portal/contracts';

/** A PDF answer is saved under its name; a refusal's JSON body becomes the error's data. */
const savedPdf = (response: Response): Promise<unknown> =>
  response.ok ? saveFileAnswer(response) : response.json().catch(() => null);

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
    /** agbs: the terms and withdrawal information accepted; payment keeps the moment */
    purchasePremium: build.mutation<PremiumPurchaseAnswer, PremiumPurchaseBody>({
      query: (body) => ({ url: 'premium/purchase', method: 'POST', body }),
      invalidatesTags: ['Premium'],
    }),
    setPremiumAutoRenew: build.mutation<Premium, { autoRenew: boolean }>({
      query: (body) => ({ url: 'premium/autoRenew', method: 'PUT', body }),
      invalidatesTags: ['Premium'],
    }),
    /** one club's invoices; without a club (admins only) every club's */
    invoices: build.query<ListAnswer<Invoice>, { clubId?: number }>({
      query: ({ clubId }) => ({
        url: 'payments/invoices',
        params: { ...(clubId === undefined ? {} : { clubId }), page: 0, size: 100 },
      }),
      providesTags: ['Invoices'],
    }),
    /** Issues the invoice; its PDF is saved as it arrives (the answer: the file's name). */
    createInvoice: build.mutation<string, { competitionId: number } & InvoiceBody>({
      query: ({ competitionId, ...body }) => ({
        url: `competition/${competitionId}/invoice`,
        method: 'POST',
        body,
        responseHandler: savedPdf,
      }),
      // a refused invoice (shown in the dialog) changes no list
      invalidatesTags: (_result, error) => (error ? [] : ['Invoices']),
      extraOptions: { silent: true },
    }),
    /** Cancels an invoice with a credit note of its own number; its PDF is saved as it arrives. */
    createCreditNote: build.mutation<string, { invoiceId: number; number: string }>({
      query: ({ invoiceId, number }) => ({
        url: `payments/invoices/${invoiceId}/creditNote`,
        method: 'POST',
        body: { number },
        responseHandler: savedPdf,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Invoices']),
      extraOptions: { silent: true },
    }),
    previewInvoice: build.mutation<InvoicePreview, { competitionId: number } & InvoiceBody>({
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
  useCreateInvoiceMutation,
  useCreateCreditNoteMutation,
  usePreviewInvoiceMutation,
} = billingApi;

/** 4550 -> "45,50 €" (de) / "€45.50" (en) */
export const formatCents = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-AT', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
