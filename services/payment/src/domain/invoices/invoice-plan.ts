import { startFee, type StartFee } from '@portal/contracts/start-fee';
import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findClub } from '../replicas/clubs';
import { findCompetition } from '../replicas/competitions';
import { parseGermanAmount, splitGross } from './money';

/** A hint the preview shows; it does not stop the invoice. */
export type InvoiceWarning = 'COMPETITION_ALREADY_PAID' | 'GROSS_FAR_ABOVE_START_FEE';

/** What an invoice prints: the competition, the club's invoice address and the amounts. */
export interface PrintedInvoice {
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
}

/** Everything an invoice would print, checked; nothing is written and no number is taken. */
export interface InvoicePlan extends PrintedInvoice {
  startFee: StartFee;
  warnings: InvoiceWarning[];
}

/** an amount this many times the start fee is likely a typo (a missing comma) */
const FAR_ABOVE = 10;

/**
 * The plausibility check shared by the preview and the issue (docs/club-invoices-and-exports.md):
 * number and gross given, the competition and its club known, the start fee due (events are free)
 * and the gross not under it, no valid invoice for the competition yet, the number unused. With
 * `lock` the competition's row stays locked, so two issues for one competition run one after the
 * other.
 */
export async function planInvoice(
  tx: DbExecutor,
  competitionId: number,
  input: { number: string; gross: string },
  vatPercent: number,
  lock: boolean,
): Promise<InvoicePlan> {
  const number = input.number.trim();
  if (!number) throw new DomainError('FIELD_IS_REQUIRED', 400, 'number');
  const grossCents = parseGermanAmount(input.gross);
  const competition = await findCompetition(tx, competitionId, lock);
  if (!competition) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const club = competition.clubId === null ? null : await findClub(tx, competition.clubId);
  if (!club) throw new DomainError('CLUB_DOES_NOT_EXIST', 409);
  const fee = startFee(competition);
  if (fee.rule === 'FREE') throw new DomainError('START_FEE_NOT_DUE', 409);
  if (grossCents < fee.minimumCents) throw new DomainError('INVOICE_BELOW_START_FEE', 400, 'gross');
  const { rows: valid } = await tx.execute(sql`
    SELECT 1 FROM invoices i WHERE i.competition_id = ${competitionId} AND i.kind = 'INVOICE'
      AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.cancels_invoice_id = i.id)`);
  if (valid.length > 0) throw new DomainError('COMPETITION_ALREADY_INVOICED', 409);
  await assertNumberFree(tx, number);
  const warnings: InvoiceWarning[] = [];
  if (competition.paid) warnings.push('COMPETITION_ALREADY_PAID');
  if (grossCents > fee.minimumCents * FAR_ABOVE) warnings.push('GROSS_FAR_ABOVE_START_FEE');
  return {
    number,
    competitionId: competition.id,
    clubId: club.id,
    competitionName: competition.name,
    competitionDate: competition.competitionDate,
    clubName: club.longName || club.name,
    invoiceName: club.invoiceName,
    invoiceMail: club.invoiceMail,
    bmdAccountNumber: club.bmdAccountNumber,
    address: club.address,
    zip: club.zip,
    city: club.city,
    ...splitGross(grossCents, vatPercent),
    grossCents,
    vatPercent,
    startFee: fee,
    warnings,
  };
}

/** Invoices and credit notes share one number space. */
export async function assertNumberFree(tx: DbExecutor, number: string) {
  const { rows } = await tx.execute(sql`SELECT 1 FROM invoices WHERE number = ${number}`);
  if (rows.length > 0) throw new DomainError('INVOICE_NUMBER_ALREADY_EXISTS', 409, 'number');
}
