import { formatViennaDate } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './issue-invoice';
import { formatGermanAmount } from './money';

/**
 * Who issues the invoices: the portal operator (the site's imprint address and VAT number, see
 * docs/club-invoices-and-exports.md) and the portal's bank account the club pays to.
 */
export interface InvoiceIssuer {
  name: string;
  addressLines: string[];
  vatId: string;
  bank: { name: string; iban: string; bic: string };
}

/** The file name the download carries in Content-Disposition. */
export const invoiceFileName = (invoice: Pick<InvoiceRow, 'number' | 'kind'>) =>
  `${invoice.kind === 'CREDIT_NOTE' ? 'Gutschrift' : 'Rechnung'}-${invoice.number.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;

/** AT61190430023457320 -> "AT61 1904 3002 3457 3201" */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An invoice or credit note as a PDF (pdfkit, standard Helvetica: every German letter is in its
 * WinAnsi set): issuer with VAT number, recipient (invoice name, mail, BMD account number), number
 * and date, the competition's start fee, net, VAT and gross in euro with the comma as decimal
 * separator, and the portal's bank account. A credit note names the invoice it cancels and
 * prints the amounts negative.
 */
export function renderInvoicePdf(invoice: InvoiceRow, issuer: InvoiceIssuer): Promise<Buffer> {
  const credit = invoice.kind === 'CREDIT_NOTE';
  const title = `${credit ? 'Gutschrift' : 'Rechnung'} Nr. ${invoice.number}`;
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const euro = (cents: number) => `${credit ? '-' : ''}${formatGermanAmount(cents)} EUR`;

  doc.font('Helvetica-Bold').fontSize(12).text(issuer.name);
  doc.font('Helvetica').fontSize(10);
  for (const line of issuer.addressLines) doc.text(line);
  doc.text(`UID: ${issuer.vatId}`);
  doc.moveDown(2);

  doc.font('Helvetica-Bold').text(invoice.invoiceName || invoice.clubName);
  doc.font('Helvetica');
  if (invoice.invoiceName && invoice.invoiceName !== invoice.clubName) doc.text(invoice.clubName);
  if (invoice.address) doc.text(invoice.address);
  if (invoice.zip || invoice.city) doc.text([invoice.zip, invoice.city].filter(Boolean).join(' '));
  if (invoice.invoiceMail) doc.text(`E-Mail: ${invoice.invoiceMail}`);
  if (invoice.bmdAccountNumber) doc.text(`BMD-Kontonummer: ${invoice.bmdAccountNumber}`);
  doc.moveDown(2);

  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${credit ? 'Datum' : 'Rechnungsdatum'}: ${formatViennaDate(invoice.issuedAt)}`);
  if (invoice.cancels)
    doc.text(
      `Storno der Rechnung Nr. ${invoice.cancels.number} vom ${formatViennaDate(invoice.cancels.issuedAt)}`,
    );
  doc.moveDown(1.5);

  const competitionDate = invoice.competitionDate ? ` (${formatViennaDate(invoice.competitionDate)})` : '';
  doc.text(`Startgebühr für den Bewerb „${invoice.competitionName}“${competitionDate}`);
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
  doc
    .font('Helvetica')
    .text(
      credit
        ? 'Der Betrag wird mit der stornierten Rechnung verrechnet oder zurücküberwiesen.'
        : `Zahlbar ohne Abzug innerhalb von 14 Tagen unter Angabe der Rechnungsnummer ${invoice.number}.`,
      56,
    );
  doc.moveDown();
  doc.text(`Bankverbindung: ${issuer.bank.name}`);
  doc.text(`IBAN: ${groupIban(issuer.bank.iban)}   BIC: ${issuer.bank.bic}`);
  doc.end();
  return done;
}
