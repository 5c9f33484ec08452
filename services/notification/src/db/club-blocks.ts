import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { clubMailBlocks } from './schema';

export interface MailBlock {
  type: { id: number; name: string };
  text: string;
}

/** What heads a club's mails: name and logo; the country gives the time zone of dates. */
export interface ClubHead {
  name: string | null;
  logoPublicId: string | null;
  country: string | null;
}

/** The club's bank data as catalog publishes it (`longName`, `bankInformation`), for the EPC QR code. */
export interface ClubBank {
  longName: string | null;
  bankName: string | null;
  bic: string | null;
  iban: string | null;
}

const NO_BANK: ClubBank = { longName: null, bankName: null, bic: null, iban: null };

/** The catalog's fixed type of the sign-on confirmation block (catalog migration 0006). */
export const SIGN_ON_BLOCK = { id: 1, name: 'SIGN_ON_CONFIRMATION' } as const;

/** Stores a club's blocks unless a newer version is there already (events may come twice or late). */
export async function upsertClubBlocks(
  tx: DbExecutor,
  clubId: number,
  version: number,
  blocks: MailBlock[],
  head: ClubHead = { name: null, logoPublicId: null, country: null },
  bank: ClubBank = NO_BANK,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO ${clubMailBlocks} (club_id, version, blocks, name, logo_public_id, country, long_name,
                                   bank_name, bic, iban)
    VALUES (${clubId}, ${version}, ${JSON.stringify(blocks)}::jsonb, ${head.name}, ${head.logoPublicId},
            ${head.country}, ${bank.longName}, ${bank.bankName}, ${bank.bic}, ${bank.iban})
    ON CONFLICT (club_id) DO UPDATE SET version = EXCLUDED.version, blocks = EXCLUDED.blocks,
      name = EXCLUDED.name, logo_public_id = EXCLUDED.logo_public_id, country = EXCLUDED.country,
      long_name = EXCLUDED.long_name, bank_name = EXCLUDED.bank_name, bic = EXCLUDED.bic,
      iban = EXCLUDED.iban, updated_at = now()
    WHERE ${clubMailBlocks}.version < EXCLUDED.version
    RETURNING club_id`);
  return rows.length > 0;
}

/** The text of one block type of a club, null when it has none. */
export async function clubBlockText(
  tx: DbExecutor,
  clubId: number,
  type: { id: number; name: string },
): Promise<string | null> {
  const { rows } = await tx.execute(sql`
    SELECT b->>'text' AS text FROM ${clubMailBlocks}, jsonb_array_elements(blocks) b
    WHERE club_id = ${clubId} AND ((b->'type'->>'id')::int = ${type.id} OR b->'type'->>'name' = ${type.name})
    LIMIT 1`);
  const text = (rows[0] as { text: string | null } | undefined)?.text ?? null;
  return text && text.trim() ? text : null;
}

export type ClubForMail = ClubHead & ClubBank & { blocks: MailBlock[] };

/** A club's head, bank data and all its blocks, null when the club is not (yet) replicated. */
export async function clubForMail(tx: DbExecutor, clubId: number): Promise<ClubForMail | null> {
  const { rows } = await tx.execute(sql`
    SELECT name, logo_public_id AS "logoPublicId", country, blocks, long_name AS "longName",
      bank_name AS "bankName", bic, iban
    FROM ${clubMailBlocks} WHERE club_id = ${clubId}`);
  return (rows[0] as ClubForMail | undefined) ?? null;
}

/** The text of a block type among blocks, null when there is none or it is empty. */
export function blockOfType(blocks: MailBlock[] | null | undefined, type: { id: number; name: string }) {
  const text = blocks?.find((b) => b.type.id === type.id || b.type.name === type.name)?.text ?? null;
  return text && text.trim() ? text : null;
}
