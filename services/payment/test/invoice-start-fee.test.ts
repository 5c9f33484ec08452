import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PORTAL_OPERATOR, startFee } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSnapshot, competitionSnapshot, startPayment, type Json, type PaymentHarness } from './harness';

const run = promisify(execFile);
let h: PaymentHarness;
let dir: string;

async function pdfText(response: Response): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

const post = async (path: string, body: unknown) =>
  h.api(path, { method: 'POST', json: body, token: await h.tokens.portalAdmin() });
const issue = (competitionId: number, body: unknown) =>
  post(`/api/competition/${competitionId}/invoice`, body);
const preview = (competitionId: number, body: unknown) =>
  post(`/api/competition/${competitionId}/invoice/preview`, body);
const creditNote = (invoiceId: number, body: unknown) =>
  post(`/api/payments/invoices/${invoiceId}/creditNote`, body);
const invoiceRows = async () =>
  h.query('SELECT id, number, kind, cancels_invoice_id AS "cancels" FROM payment.invoices ORDER BY id');

/** three divisions: the standard fee; one division: the smaller; an event: free */
const STANDARD = 21;
const ONE_CATEGORY = 22;
const TRAINING = 23;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-fee-'));
  h = await startPayment({}, 'payfee');
  await h.publish('catalog.club.upserted', 1, clubSnapshot(1));
  await h.publish(
    'catalog.competition.upserted',
    1,
    competitionSnapshot(STANDARD, 1, { division_ids: [1, 2, 3] }),
  );
  await h.publish(
    'catalog.competition.upserted',
    1,
    competitionSnapshot(ONE_CATEGORY, 1, { division_ids: [4] }),
  );
  await h.publish(
    'catalog.competition.upserted',
    1,
    competitionSnapshot(TRAINING, 1, { event: true, name: 'Einsteigertraining', division_ids: [1, 2] }),
  );
  for (const id of [31, 32, 33])
    await h.publish('catalog.competition.upserted', 1, competitionSnapshot(id, 1, { division_ids: [1, 2] }));
});
afterAll(async () => {
  await h?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the club start fee on invoices', () => {
  it('the rule: 30 euro at least, 15 euro for one category, events (training, courses, helper planning) free', () => {
    expect(startFee({ event: false, divisionCount: 3 })).toEqual({ rule: 'STANDARD', minimumCents: 3000 });
    expect(startFee({ event: false, divisionCount: 1 })).toEqual({
      rule: 'ONE_CATEGORY',
      minimumCents: 1500,
    });
    expect(startFee({ event: true, divisionCount: 2 })).toEqual({ rule: 'FREE', minimumCents: 0 });
  });

  it('an amount under the fee or an invoice for a free event is refused by preview and issue alike, nothing written', async () => {
    const cases: [number, string, number, Json][] = [
      [STANDARD, '29,99', 400, { error: 'INVOICE_BELOW_START_FEE', field: 'gross' }],
      [ONE_CATEGORY, '14,99', 400, { error: 'INVOICE_BELOW_START_FEE', field: 'gross' }],
      [TRAINING, '30', 409, { error: 'START_FEE_NOT_DUE' }],
    ];
    for (const [id, gross, status, answer] of cases)
      for (const call of [preview, issue]) {
        const response = await call(id, { number: 'F-1', gross });
        expect([response.status, await response.json()]).toEqual([status, expect.objectContaining(answer)]);
      }
    expect(await invoiceRows()).toEqual([]);
  });

  it('the preview shows fee rule, amounts, issuer with VAT number and bank account, and uses no number', async () => {
    const response = await preview(ONE_CATEGORY, { number: 'F-10', gross: '15' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      number: 'F-10',
      competitionName: `Frühjahrscup ${ONE_CATEGORY}`,
      recipient: [
        'Verein 1 Buchhaltung',
        'Schützenverein Nummer 1',
        'Hauptstraße 1',
        '1210 Wien',
        'rechnung1@example.org',
      ],
      netCents: 1250,
      vatCents: 250,
      grossCents: 1500,
      vatPercent: 20,
      startFee: { rule: 'ONE_CATEGORY', minimumCents: 1500 },
      warnings: [],
      issuer: {
        name: PORTAL_OPERATOR.company,
        addressLines: [
          PORTAL_OPERATOR.street,
          `${PORTAL_OPERATOR.zip} ${PORTAL_OPERATOR.city}`,
          'Österreich',
        ],
        vatId: PORTAL_OPERATOR.vatId,
        bank: { name: 'Schießsport-Portal Österreich', iban: 'AT611904300234573201', bic: 'GIBAATWWXXX' },
      },
    });
    const far = (await (await preview(STANDARD, { number: 'F-10', gross: '3000' })).json()) as Json;
    expect(far.warnings).toEqual(['GROSS_FAR_ABOVE_START_FEE']);
    expect(await invoiceRows()).toEqual([]);
    // the previewed number is still free: the invoice takes it
    const issued = await issue(ONE_CATEGORY, { number: 'F-10', gross: '15' });
    expect(issued.status).toBe(200);
    const text = await pdfText(issued);
    expect(text).toContain('Rechnung Nr. F-10');
    expect(text).toContain(PORTAL_OPERATOR.company);
    expect(text).toContain(`${PORTAL_OPERATOR.street}`);
    expect(text).toContain(`UID: ${PORTAL_OPERATOR.vatId}`);
    expect(text).toContain('IBAN: AT61 1904 3002 3457 3201');
    expect(text).toContain('BIC: GIBAATWWXXX');
    expect(text).toMatch(/Bruttobetrag\s+15,00 EUR/);
  });

  it('a second invoice for an invoiced competition is refused; a credit note cancels the first, then it may be invoiced again', async () => {
    const first = await issue(STANDARD, { number: 'F-20', gross: '30' });
    expect(first.status).toBe(200);
    const again = await preview(STANDARD, { number: 'F-21', gross: '45' });
    expect([again.status, ((await again.json()) as Json).error]).toEqual([
      409,
      'COMPETITION_ALREADY_INVOICED',
    ]);
    const invoiceId = Number((await invoiceRows()).find((r) => r.number === 'F-20')!.id);

    // the credit note's number is its own: an invoice's number is refused
    const taken = await creditNote(invoiceId, { number: 'F-10' });
    expect([taken.status, ((await taken.json()) as Json).error]).toEqual([
      409,
      'INVOICE_NUMBER_ALREADY_EXISTS',
    ]);
    const note = await creditNote(invoiceId, { number: 'G-1' });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-disposition')).toContain('filename="Gutschrift-G-1.pdf"');
    const text = await pdfText(note);
    expect(text).toContain('Gutschrift Nr. G-1');
    expect(text).toMatch(/Storno der Rechnung Nr\. F-20 vom \d{2}\.\d{2}\.\d{4}/);
    expect(text).toMatch(/Bruttobetrag\s+-30,00 EUR/);
    expect(text).toContain(`UID: ${PORTAL_OPERATOR.vatId}`);

    const twice = await creditNote(invoiceId, { number: 'G-2' });
    expect([twice.status, ((await twice.json()) as Json).error]).toEqual([409, 'INVOICE_ALREADY_CANCELLED']);
    const noteId = Number((await invoiceRows()).find((r) => r.number === 'G-1')!.id);
    expect((await creditNote(noteId, { number: 'G-3' })).status).toBe(404);

    const list = (await (
      await h.api(`/api/payments/invoices?competitionId=${STANDARD}`, { token: await h.tokens.clubAdmin(1) })
    ).json()) as Json;
    expect(
      list.content.map((i: Json) => [
        i.number,
        i.kind,
        i.cancels?.number ?? null,
        i.cancelledBy?.number ?? null,
      ]),
    ).toEqual([
      ['G-1', 'CREDIT_NOTE', 'F-20', null],
      ['F-20', 'INVOICE', null, 'G-1'],
    ]);
    const pdf = await h.api(`/api/payments/invoices/${noteId}/pdf`, { token: await h.tokens.clubAdmin(1) });
    expect(await pdfText(pdf)).toContain('Gutschrift Nr. G-1');

    expect((await issue(STANDARD, { number: 'F-22', gross: '30' })).status).toBe(200);
    expect((await invoiceRows()).map((r) => r.number)).toEqual(['F-10', 'F-20', 'G-1', 'F-22']);
  });

  it('credit notes: only admins, a number required, nothing written on a refusal', async () => {
    const before = await invoiceRows();
    const id = Number(before.find((r) => r.number === 'F-10')!.id);
    const asClubAdmin = await h.api(`/api/payments/invoices/${id}/creditNote`, {
      method: 'POST',
      json: { number: 'G-9' },
      token: await h.tokens.clubAdmin(1),
    });
    expect(asClubAdmin.status).toBe(403);
    const blank = await creditNote(id, { number: '  ' });
    expect([blank.status, await blank.json()]).toEqual([
      400,
      expect.objectContaining({ error: 'FIELD_IS_REQUIRED', field: 'number' }),
    ]);
    expect((await creditNote(999999, { number: 'G-9' })).status).toBe(404);
    expect(await invoiceRows()).toEqual(before);
  });

  it('racing issues keep numbers unique and one valid invoice per competition', async () => {
    // two competitions, one number: one invoice, the other answer says the number is taken
    const sameNumber = await Promise.all([
      issue(31, { number: 'R-1', gross: '30' }),
      issue(32, { number: 'R-1', gross: '30' }),
    ]);
    const bodies = await Promise.all(
      sameNumber.map(async (r) => [r.status, r.status === 200 ? null : ((await r.json()) as Json).error]),
    );
    expect(bodies.map(String).sort()).toEqual(['200,', '409,INVOICE_NUMBER_ALREADY_EXISTS']);

    // one competition, two numbers: the competition's lock lets one through
    const sameCompetition = await Promise.all([
      issue(33, { number: 'R-2', gross: '30' }),
      issue(33, { number: 'R-3', gross: '30' }),
    ]);
    const answers = await Promise.all(
      sameCompetition.map(async (r) => [
        r.status,
        r.status === 200 ? null : ((await r.json()) as Json).error,
      ]),
    );
    expect(answers.map(String).sort()).toEqual(['200,', '409,COMPETITION_ALREADY_INVOICED']);

    const numbers = (await invoiceRows()).map((r) => String(r.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((n) => n.startsWith('R-'))).toHaveLength(2);
  });
});
