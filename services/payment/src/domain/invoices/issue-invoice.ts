import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findClub } from '../replicas/clubs';
import { findCompetition } from '../replicas/competitions';
import { parseGermanAmount, splitGross } from './money';

export interface InvoiceRow {
  id: number;
  number: string;
  competitionId: number;
  clubId: number;
  competitionName: string;
  competitionDate: Date | null;
  clubName: string;
  invoiceName: string | null;
  invoiceMail: string | null;
  bmdAccountNumber: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
  issuedAt: Date;
}

/**
 * The portal's invoice to a club for a competition (`competition/{id}/invoice`): number and gross
 * (German format) from the dialog, the club's invoice name, mail and BMD account number as the
 * replica has them now, net and VAT from the gross. The row keeps every value printed, so the PDF
 * reads the same tomorrow whatever the club changes. Numbers are unique.
 */
export async function issueInvoice(
  tx: DbExecutor,
  user: AuthUser,
  competitionId: number,
  input: { number: string; gross: string },
  vatPercent: number,
): Promise<InvoiceRow> {
  const number = input.number.trim();
  if (!number) throw new DomainError('FIELD_IS_REQUIRED', 400, 'number');
  const grossCents = parseGermanAmount(input.gross);
  const competition = await findCompetition(tx, competitionId);
  if (!competition) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const club = competition.clubId === null ? null : await findClub(tx, competition.clubId);
  if (!club) throw new DomainError('CLUB_DOES_NOT_EXIST', 409);
  const { netCents, vatCents } = splitGross(grossCents, vatPercent);
  const { rows } = await tx.execute(sql`
    INSERT INTO invoices (number, competition_id, club_id, competition_name, competition_date, club_name,
      invoice_name, invoice_mail, bmd_account_number, address, zip, city, net_cents, vat_cents,
      gross_cents, vat_percent, issued_by)
    VALUES (${number}, ${competition.id}, ${club.id}, ${competition.name}, ${competition.competitionDate},
      ${club.longName || club.name}, ${club.invoiceName}, ${club.invoiceMail}, ${club.bmdAccountNumber},
      ${club.address}, ${club.zip}, ${club.city}, ${netCents}, ${vatCents}, ${grossCents}, ${vatPercent},
      ${user.id})
    ON CONFLICT (number) DO NOTHING
    RETURNING id`);
  if (!rows[0]) throw new DomainError('INVOICE_NUMBER_ALREADY_EXISTS', 409, 'number');
  return (await findInvoice(tx, Number(rows[0].id)))!;
}

const COLUMNS = sql`id, number, competition_id AS "competitionId", club_id AS "clubId",
  competition_name AS "competitionName", competition_date AS "competitionDate", club_name AS "clubName",
  invoice_name AS "invoiceName", invoice_mail AS "invoiceMail", bmd_account_number AS "bmdAccountNumber",
  address, zip, city, net_cents AS "netCents", vat_cents AS "vatCents", gross_cents AS "grossCents",
  vat_percent AS "vatPercent", issued_at AS "issuedAt"`;

const toRow = (r: Record<string, unknown>): InvoiceRow => ({
  ...(r as unknown as InvoiceRow),
  competitionDate: r.competitionDate ? new Date(r.competitionDate as string) : null,
  issuedAt: new Date(r.issuedAt as string),
});

export async function findInvoice(tx: DbExecutor, id: number): Promise<InvoiceRow | null> {
  const { rows } = await tx.execute(sql`SELECT ${COLUMNS} FROM invoices WHERE id = ${id}`);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function listInvoices(
  tx: DbExecutor,
  filter: { clubId?: number; competitionId?: number },
  page: number,
  size: number,
): Promise<{ content: (InvoiceRow & { competitionPaid: boolean })[]; totalElements: number }> {
  const where = sql`WHERE (${filter.clubId ?? null}::integer IS NULL OR club_id = ${filter.clubId ?? null})
    AND (${filter.competitionId ?? null}::integer IS NULL OR competition_id = ${filter.competitionId ?? null})`;
  // the competition's paid flag as catalog says it now (the portal admin's pay icon sets it)
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS},
      coalesce((SELECT c.paid FROM competitions c WHERE c.id = invoices.competition_id), false) AS "competitionPaid"
    FROM invoices ${where}
    ORDER BY issued_at DESC, id DESC LIMIT ${size} OFFSET ${page * size}`);
  const { rows: count } = await tx.execute(sql`SELECT count(*)::int AS n FROM invoices ${where}`);
  return {
    content: rows.map((r) => ({ ...toRow(r), competitionPaid: Boolean(r.competitionPaid) })),
    totalElements: Number(count[0]?.n ?? 0),
  };
}
