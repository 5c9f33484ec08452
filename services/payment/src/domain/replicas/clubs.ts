import type { Club } from '@portal/contracts/catalog';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** Applies catalog's club snapshot when it is newer than the replica's row (bank and invoice data). */
export async function applyClubSnapshot(tx: DbExecutor, club: Club, version: number) {
  const bank = club.bankInformation;
  await tx.execute(sql`
    INSERT INTO clubs AS r (id, version, name, long_name, address, zip, city, country, bank_name, bic,
      iban, bmd_account_number, invoice_name, invoice_mail)
    VALUES (${club.id}, ${version}, ${club.name}, ${club.longName ?? null}, ${club.address ?? null},
      ${club.zip ?? null}, ${club.city ?? null}, ${club.country ?? null}, ${bank?.name ?? null},
      ${bank?.bic ?? null}, ${bank?.iban ?? null}, ${club.bmdAccountNumber ?? null},
      ${club.invoiceName ?? null}, ${club.invoiceMail ?? null})
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, name = EXCLUDED.name,
      long_name = EXCLUDED.long_name, address = EXCLUDED.address, zip = EXCLUDED.zip,
      city = EXCLUDED.city, country = EXCLUDED.country, bank_name = EXCLUDED.bank_name,
      bic = EXCLUDED.bic, iban = EXCLUDED.iban, bmd_account_number = EXCLUDED.bmd_account_number,
      invoice_name = EXCLUDED.invoice_name, invoice_mail = EXCLUDED.invoice_mail, deleted = false
    WHERE r.version < EXCLUDED.version`);
}

export async function markClubDeleted(tx: DbExecutor, id: number, version: number) {
  await tx.execute(sql`
    INSERT INTO clubs AS r (id, version, deleted) VALUES (${id}, ${version}, true)
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, deleted = true
    WHERE r.version < EXCLUDED.version`);
}

export interface ClubRow {
  id: number;
  name: string;
  longName: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  bic: string | null;
  iban: string | null;
  bmdAccountNumber: string | null;
  invoiceName: string | null;
  invoiceMail: string | null;
}

export async function findClub(tx: DbExecutor, id: number): Promise<ClubRow | null> {
  const { rows } = await tx.execute(sql`
    SELECT id, name, long_name AS "longName", address, zip, city, bic, iban,
      bmd_account_number AS "bmdAccountNumber", invoice_name AS "invoiceName",
      invoice_mail AS "invoiceMail"
    FROM clubs WHERE id = ${id} AND NOT deleted`);
  return (rows[0] as ClubRow | undefined) ?? null;
}
