import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { clubMailBlocks } from './schema';

export interface MailBlock {
  type: { id: number; name: string };
  text: string;
}

/** The catalog's fixed type of the sign-on confirmation block (catalog migration 0006). */
export const SIGN_ON_BLOCK = { id: 1, name: 'SIGN_ON_CONFIRMATION' } as const;

/** Stores a club's blocks unless a newer version is there already (events may come twice or late). */
export async function upsertClubBlocks(
  tx: DbExecutor,
  clubId: number,
  version: number,
  blocks: MailBlock[],
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO ${clubMailBlocks} (club_id, version, blocks)
    VALUES (${clubId}, ${version}, ${JSON.stringify(blocks)}::jsonb)
    ON CONFLICT (club_id) DO UPDATE SET version = EXCLUDED.version, blocks = EXCLUDED.blocks,
      updated_at = now()
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
