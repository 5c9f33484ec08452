import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { planInvoice, type PrintedInvoice } from './invoice-plan';

export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE';

export interface InvoiceRow extends PrintedInvoice {
  id: number;
  kind: InvoiceKind;
  issuedAt: Date;
  /** a credit note: the invoice it cancels */
  cancels: { id: number; number: string; issuedAt: Date } | null;
  /** an invoice: the credit note that cancelled it */
  cancelledBy: { id: number; number: string } | null;
}

/**
 * The portal's invoice to a club for a competition (`competition/{id}/invoice`): number and gross
 * (German format) from the dialog, checked like the preview (invoice-plan.ts), then written. The
 * row keeps every value printed, so the PDF reads the same tomorrow whatever the club changes.
 * Numbers are unique: the unique index decides a race for one number.
 */
export async function issueInvoice(
  tx: DbExecutor,
  user: AuthUser,
  competitionId: number,
  input: { number: string; gross: string },
  vatPercent: number,
): Promise<InvoiceRow> {
  const plan = await planInvoice(tx, competitionId, input, vatPercent, true);
  const { rows } = await tx.execute(sql`
    INSERT INTO invoices (number, competition_id, club_id, competition_name, competition_date, club_name,
      invoice_name, invoice_mail, bmd_account_number, address, zip, city, net_cents, vat_cents,
      gross_cents, vat_percent, issued_by)
    VALUES (${plan.number}, ${plan.competitionId}, ${plan.clubId}, ${plan.competitionName},
      ${plan.competitionDate}, ${plan.clubName}, ${plan.invoiceName}, ${plan.invoiceMail},
      ${plan.bmdAccountNumber}, ${plan.address}, ${plan.zip}, ${plan.city}, ${plan.netCents},
      ${plan.vatCents}, ${plan.grossCents}, ${plan.vatPercent}, ${user.id})
    ON CONFLICT (number) DO NOTHING
    RETURNING id`);
  if (!rows[0]) throw new DomainError('INVOICE_NUMBER_ALREADY_EXISTS', 409, 'number');
  return (await findInvoice(tx, Number(rows[0].id)))!;
}

const COLUMNS = sql`i.id, i.number, i.kind, i.competition_id AS "competitionId", i.club_id AS "clubId",
  i.competition_name AS "competitionName", i.competition_date AS "competitionDate", i.club_name AS "clubName",
  i.invoice_name AS "invoiceName", i.invoice_mail AS "invoiceMail", i.bmd_account_number AS "bmdAccountNumber",
  i.address, i.zip, i.city, i.net_cents AS "netCents", i.vat_cents AS "vatCents", i.gross_cents AS "grossCents",
  i.vat_percent AS "vatPercent", i.issued_at AS "issuedAt",
  o.id AS "cancelsId", o.number AS "cancelsNumber", o.issued_at AS "cancelsIssuedAt",
  c.id AS "cancelledById", c.number AS "cancelledByNumber"`;
const FROM = sql`invoices i LEFT JOIN invoices o ON o.id = i.cancels_invoice_id
  LEFT JOIN invoices c ON c.cancels_invoice_id = i.id`;

const toRow = (r: Record<string, unknown>): InvoiceRow => ({
  id: Number(r.id),
  number: r.number as string,
  kind: r.kind as InvoiceKind,
  competitionId: Number(r.competitionId),
  clubId: Number(r.clubId),
  competitionName: r.competitionName as string,
  competitionDate: r.competitionDate ? new Date(r.competitionDate as string) : null,
  clubName: r.clubName as string,
  invoiceName: r.invoiceName as string | null,
  invoiceMail: r.invoiceMail as string | null,
  bmdAccountNumber: r.bmdAccountNumber as string | null,
  address: r.address as string | null,
  zip: r.zip as string | null,
  city: r.city as string | null,
  netCents: Number(r.netCents),
  vatCents: Number(r.vatCents),
  grossCents: Number(r.grossCents),
  vatPercent: Number(r.vatPercent),
  issuedAt: new Date(r.issuedAt as string),
  cancels: r.cancelsId
    ? {
        id: Number(r.cancelsId),
        number: r.cancelsNumber as string,
        issuedAt: new Date(r.cancelsIssuedAt as string),
      }
    : null,
  cancelledBy: r.cancelledById
    ? { id: Number(r.cancelledById), number: r.cancelledByNumber as string }
    : null,
});

export async function findInvoice(tx: DbExecutor, id: number): Promise<InvoiceRow | null> {
  const { rows } = await tx.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE i.id = ${id}`);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function listInvoices(
  tx: DbExecutor,
  filter: { clubId?: number; competitionId?: number },
  page: number,
  size: number,
): Promise<{ content: (InvoiceRow & { competitionPaid: boolean })[]; totalElements: number }> {
  const where = sql`WHERE (${filter.clubId ?? null}::integer IS NULL OR i.club_id = ${filter.clubId ?? null})
    AND (${filter.competitionId ?? null}::integer IS NULL OR i.competition_id = ${filter.competitionId ?? null})`;
  // the competition's paid flag as catalog says it now (the portal admin's pay icon sets it)
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS},
      coalesce((SELECT p.paid FROM competitions p WHERE p.id = i.competition_id), false) AS "competitionPaid"
    FROM ${FROM} ${where}
    ORDER BY i.issued_at DESC, i.id DESC LIMIT ${size} OFFSET ${page * size}`);
  const { rows: count } = await tx.execute(sql`SELECT count(*)::int AS n FROM invoices i ${where}`);
  return {
    content: rows.map((r) => ({ ...toRow(r), competitionPaid: Boolean(r.competitionPaid) })),
    totalElements: Number(count[0]?.n ?? 0),
  };
}
