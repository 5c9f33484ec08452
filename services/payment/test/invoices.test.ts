import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGermanAmount, splitGross } from '../src/domain/invoices/money';
import { clubSnapshot, competitionSnapshot, startPayment, type Json, type PaymentHarness } from './harness';

const run = promisify(execFile);
let h: PaymentHarness;
let dir: string;

/** The text of a PDF as poppler's pdftotext reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

const invoice = async (competitionId: number, body: unknown, token?: string) =>
  h.api(`/api/competition/${competitionId}/invoice`, {
    method: 'POST',
    json: body,
    token: token ?? (await h.tokens.portalAdmin()),
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  h = await startPayment({}, 'payinv');
  await h.publish('catalog.club.upserted', 1, clubSnapshot(1));
  await h.publish('catalog.club.upserted', 1, clubSnapshot(2));
  await h.publish('catalog.competition.upserted', 1, competitionSnapshot(7, 1));
  await h.publish('catalog.competition.upserted', 1, competitionSnapshot(8, 2));
  await h.publish('catalog.competition.upserted', 1, competitionSnapshot(12, 1));
});
afterAll(async () => {
  await h?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('club invoices', () => {
  it('German amounts: comma decimals, dots as thousands; net and VAT add up to the gross', () => {
    expect(parseGermanAmount('1.234,56')).toBe(123456);
    expect(parseGermanAmount('20')).toBe(2000);
    expect(parseGermanAmount('7,5')).toBe(750);
    for (const bad of ['12.5', '1,234', '-3', '0', '1,2,3', 'abc', '12,345', ''])
      expect(() => parseGermanAmount(bad)).toThrow('FIELD_INVALID');
    expect(splitGross(123456, 20)).toEqual({ netCents: 102880, vatCents: 20576 });
  });

  it('when a portal admin invoices a competition then a PDF with number, club and amounts comes with its file name', async () => {
    const response = await invoice(7, { number: '2026-0001', gross: '1.234,56' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('filename="Rechnung-2026-0001.pdf"');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Rechnung Nr. 2026-0001');
    expect(text).toContain('Verein 1 Buchhaltung');
    expect(text).toContain('Schützenverein Nummer 1');
    expect(text).toContain('rechnung1@example.org');
    expect(text).toContain('BMD-Kontonummer: BMD-1');
    expect(text).toContain('Frühjahrscup 7');
    expect(text).toMatch(/Nettobetrag\s+1\.028,80 EUR/);
    expect(text).toMatch(/USt\. 20 %\s+205,76 EUR/);
    expect(text).toMatch(/Bruttobetrag\s+1\.234,56 EUR/);
    expect(text).toMatch(/Rechnungsdatum: \d{2}\.\d{2}\.\d{4}/);
  });

  it("the club's invoices tab lists it with the competition's paid flag; the club admin reads only its own", async () => {
    await invoice(8, { number: '2026-0002', gross: '50' });
    const list = async (token: string, query = '') =>
      (await (await h.api(`/api/payments/invoices${query}`, { token })).json()) as Json;
    const own = await list(await h.tokens.clubAdmin(1));
    expect(own.totalElements).toBe(1);
    expect(own.content[0]).toMatchObject({
      number: '2026-0001',
      clubId: 1,
      grossCents: 123456,
      netCents: 102880,
      vatCents: 20576,
      bmdAccountNumber: 'BMD-1',
      competitionPaid: false,
      fileName: 'Rechnung-2026-0001.pdf',
    });
    expect(
      (await h.api('/api/payments/invoices?clubId=2', { token: await h.tokens.clubAdmin(1) })).status,
    ).toBe(403);
    expect((await list(await h.tokens.admin(), '?clubId=2')).content.map((i: Json) => i.number)).toEqual([
      '2026-0002',
    ]);

    // the pay icon marks the competition paid in catalog; the list shows it from catalog's snapshot
    await h.publish('catalog.competition.upserted', 2, competitionSnapshot(7, 1, { paid: true }));
    expect((await list(await h.tokens.clubAdmin(1))).content[0].competitionPaid).toBe(true);

    const again = await h.api(`/api/payments/invoices/${own.content[0].id}/pdf`, {
      token: await h.tokens.clubAdmin(1),
    });
    expect(again.status).toBe(200);
    expect(await pdfText(Buffer.from(await again.arrayBuffer()))).toContain('Rechnung Nr. 2026-0001');
    expect(
      (await h.api(`/api/payments/invoices/${own.content[0].id}/pdf`, { token: await h.tokens.clubAdmin(2) }))
        .status,
    ).toBe(404);
  });

  it('bad input gets a clear error and writes nothing', async () => {
    const count = async () =>
      Number((await h.query('SELECT count(*)::int AS n FROM payment.invoices'))[0]!.n);
    const before = await count();
    const cases: [number, unknown, number, Json][] = [
      [
        12,
        { number: '2026-0001', gross: '100' },
        409,
        { error: 'INVOICE_NUMBER_ALREADY_EXISTS', field: 'number' },
      ],
      [7, { number: 'X-1', gross: '12.5' }, 400, { error: 'FIELD_INVALID', field: 'gross' }],
      [7, { number: '   ', gross: '12' }, 400, { error: 'FIELD_IS_REQUIRED', field: 'number' }],
      [7, { number: 'X-1' }, 400, { error: 'FIELD_IS_REQUIRED', field: 'gross' }],
      [7, { number: 'X-1', gross: 12 }, 400, { error: 'FIELD_INVALID', field: 'gross' }],
      [99, { number: 'X-1', gross: '12' }, 404, { error: 'COMPETITION_DOESNT_EXIST' }],
    ];
    for (const [id, body, status, answer] of cases) {
      const response = await invoice(id, body);
      expect([response.status, await response.json()]).toEqual([status, expect.objectContaining(answer)]);
    }
    expect((await invoice(7, { number: 'X-2', gross: '12' }, await h.tokens.clubAdmin(1))).status).toBe(403);
    expect((await invoice(7, { number: 'X-2', gross: '12' }, await h.tokens.shooter(5))).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
