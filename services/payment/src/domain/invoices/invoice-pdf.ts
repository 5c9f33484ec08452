import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './issue-invoice';
import { formatGermanAmount } from './money';

/** Who issues the invoices: the portal operator (configuration). */
export interface InvoiceIssuer {
  name: string;
  addressLines: string[];
}

/** DD.MM.YYYY in Vienna's calendar (de-at). */
const austrianDate = (d: Date) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);

/** The file name the download carries in Content-Disposition. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, 'number'>) =>
  `Rechnung-${invoice.number.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;

/**
 * The invoice as a PDF (pdfkit, standard Helvetica: every German letter is in its WinAnsi set):
 * issuer, recipient (invoice name, mail, BMD account number), number and date, the competition's
 * portal fee, net, VAT and gross in euro with the comma as decimal separator.
 */
export function renderInvoicePdf(invoice: InvoiceRow, issuer: InvoiceIssuer): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Rechnung ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const euro = (cents: number) => `${formatGermanAmount(cents)} EUR`;

  doc.font('Helvetica-Bold').fontSize(12).text(issuer.name);
  doc.font('Helvetica').fontSize(10);
  for (const line of issuer.addressLines) doc.text(line);
  doc.moveDown(2);

  doc.font('Helvetica-Bold').text(invoice.invoiceName || invoice.clubName);
  doc.font('Helvetica');
  if (invoice.invoiceName && invoice.invoiceName !== invoice.clubName) doc.text(invoice.clubName);
  if (invoice.address) doc.text(invoice.address);
  if (invoice.zip || invoice.city) doc.text([invoice.zip, invoice.city].filter(Boolean).join(' '));
  if (invoice.invoiceMail) doc.text(`E-Mail: ${invoice.invoiceMail}`);
  if (invoice.bmdAccountNumber) doc.text(`BMD-Kontonummer: ${invoice.bmdAccountNumber}`);
  doc.moveDown(2);

  doc.font('Helvetica-Bold').fontSize(16).text(`Rechnung Nr. ${invoice.number}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Rechnungsdatum: ${austrianDate(invoice.issuedAt)}`);
  doc.moveDown(1.5);

  const competitionDate = invoice.competitionDate ? ` (${austrianDate(invoice.competitionDate)})` : '';
  doc.text(`Portalgebühr für den Bewerb „${invoice.competitionName}“${competitionDate}`);
  doc.moveDown();
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 56, y, { width: 300 });
    doc.text(value, 356, y, { width: 183, align: 'right' });
  };
  row('Nettobetrag', euro(invoice.netCents));
  row(`USt. ${invoice.vatPercent} %`, euro(invoice.vatCents));
  row('Bruttobetrag', euro(invoice.grossCents), true);
  doc.moveDown(2);
  doc.font('Helvetica').text('Zahlbar ohne Abzug innerhalb von 14 Tagen.', 56);
  doc.end();
  return done;
}
