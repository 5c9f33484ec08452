import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '../../src/payment/billingApi';
import { createAppStore } from '../../src/store';
import { MemoryStorage } from '../memoryStorage';
import { api, server } from './server';

const PDF = {
  'Content-Type': 'application/pdf',
  'Content-Disposition': 'attachment; filename="RE-2026-7.pdf"',
};

/** The invoice list (its reads counted), and the invoice and credit-note calls answering `status`. */
const serve = (status: number) => {
  const reads: number[] = [];
  const refused = () => HttpResponse.json({ error: 'INVOICE_NUMBER_USED', field: 'number' }, { status });
  server.use(
    http.get(api('payments/invoices'), () => {
      reads.push(Date.now());
      return HttpResponse.json({ content: [], totalElements: 0 });
    }),
    http.post(api('competition/7/invoice'), () =>
      status === 200 ? new HttpResponse('%PDF-1.7', { headers: PDF }) : refused(),
    ),
    http.post(api('payments/invoices/3/creditNote'), () =>
      status === 200 ? new HttpResponse('%PDF-1.7', { headers: PDF }) : refused(),
    ),
  );
  return reads;
};

const saved: string[] = [];
beforeEach(() => {
  // jsdom has no object URLs and does not navigate: the saved file is the link's name
  URL.createObjectURL = () => 'blob:invoice';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  saved.splice(0);
  vi.restoreAllMocks();
});

const CALLS = [
  {
    name: 'invoice',
    create: (store: ReturnType<typeof createAppStore>) =>
      store.dispatch(
        billingApi.endpoints.createInvoice.initiate({
          competitionId: 7,
          number: 'RE-2026-7',
          gross: '30,00',
        }),
      ),
  },
  {
    name: 'credit note',
    create: (store: ReturnType<typeof createAppStore>) =>
      store.dispatch(billingApi.endpoints.createCreditNote.initiate({ invoiceId: 3, number: 'GS-2026-1' })),
  },
];

// the dialogs used to save the PDF by a plain fetch and refresh the list by hand (docs/web-app.md)
describe('invoices: the PDF is saved and the list refreshed by the mutation', () => {
  it.each(CALLS)('when the $name is issued then its PDF is saved and the list read again', async (call) => {
    const reads = serve(200);
    const store = createAppStore(new MemoryStorage());
    const list = store.dispatch(billingApi.endpoints.invoices.initiate({ clubId: 3 }));
    await vi.waitFor(() => expect(reads).toHaveLength(1));

    const fileName = await call.create(store).unwrap();

    expect(fileName).toBe('RE-2026-7.pdf');
    expect(saved).toEqual(['RE-2026-7.pdf']);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    list.unsubscribe();
  });

  it.each(CALLS)(
    'when the $name is refused then nothing is saved and the list is not read again',
    async (call) => {
      const reads = serve(400);
      const store = createAppStore(new MemoryStorage());
      const list = store.dispatch(billingApi.endpoints.invoices.initiate({ clubId: 3 }));
      await vi.waitFor(() => expect(reads).toHaveLength(1));

      const outcome = await call.create(store);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(outcome.error).toMatchObject({ status: 400, data: { error: 'INVOICE_NUMBER_USED' } });
      expect(saved).toEqual([]);
      expect(reads).toHaveLength(1);
      list.unsubscribe();
    },
  );
});
