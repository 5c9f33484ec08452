import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { assertNumberFree } from './invoice-plan';
import { findInvoice, type InvoiceRow } from './issue-invoice';

/**
 * Cancels a wrong invoice with a credit note (docs/club-invoices-and-exports.md): its own number
 * from the invoices' number space, the invoice's printed values, a reference to the invoice. An
 * invoice is cancelled once (unique index); afterwards the competition may be invoiced again.
 */
export async function issueCreditNote(
  tx: DbExecutor,
  user: AuthUser,
  invoiceId: number,
  input: { number: string },
): Promise<InvoiceRow> {
  const number = input.number.trim();
  if (!number) throw new DomainError('FIELD_IS_REQUIRED', 400, 'number');
  const { rows: locked } = await tx.execute(
    sql`SELECT id FROM invoices WHERE id = ${invoiceId} AND kind = 'INVOICE' FOR UPDATE`,
  );
  if (!locked[0]) throw new DomainError('NOT_FOUND', 404);
  const invoice = (await findInvoice(tx, invoiceId))!;
  if (invoice.cancelledBy) throw new DomainError('INVOICE_ALREADY_CANCELLED', 409);
  await assertNumberFree(tx, number);
  const { rows } = await tx.execute(sql`
    INSERT INTO invoices (number, kind, cancels_invoice_id, competition_id, club_id, competition_name,
      competition_date, club_name, invoice_name, invoice_mail, bmd_account_number, address, zip, city,
      net_cents, vat_cents, gross_cents, vat_percent, issued_by)
    SELECT ${number}, 'CREDIT_NOTE', id, competition_id, club_id, competition_name, competition_date,
      club_name, invoice_name, invoice_mail, bmd_account_number, address, zip, city, net_cents, vat_cents,
      gross_cents, vat_percent, ${user.id}
    FROM invoices WHERE id = ${invoiceId}
    ON CONFLICT DO NOTHING
    RETURNING id`);
  if (!rows[0]) throw new DomainError('INVOICE_NUMBER_ALREADY_EXISTS', 409, 'number');
  return (await findInvoice(tx, Number(rows[0].id)))!;
}
