import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** A new queue's seed: 32 random bytes, and its SHA-256 (hex) published before the opening. */
export function newSeed(): { seed: Buffer; seedHash: string } {
  const seed = randomBytes(32);
  return { seed, seedHash: createHash('sha256').update(seed).digest('hex') };
}

/**
 * The draw's recipe (docs/fair-opening.md): the entries' public ids sorted by
 * HMAC-SHA256(key = the seed's 32 bytes, message = the public id in UTF-8), as lower-case hex,
 * ascending. Anybody can re-compute it from the revealed seed and the published list.
 */
export function drawOrder(seed: Buffer, publicIds: readonly string[]): string[] {
  const keyed = publicIds.map((id) => ({ id, key: createHmac('sha256', seed).update(id).digest('hex') }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((k) => k.id);
}

/**
 * Draws a queue whose opening has come: the entries that joined before `registrationStart` get
 * their ranks 1..n. Under the queue row's lock and only while undrawn, so exactly one replica
 * draws; joins wait for it (they share-lock the row). Answers whether this call drew.
 */
export async function drawQueue(db: Database, competitionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ seed: Buffer }>(sql`
      SELECT q.seed FROM fair_queues q JOIN competitions c ON c.id = q.competition_id
      WHERE q.competition_id = ${competitionId} AND q.drawn_at IS NULL AND now() >= c.registration_start
      FOR UPDATE OF q`);
    const queue = rows[0];
    if (!queue) return false;
    const { rows: entries } = await tx.execute<{ publicId: string }>(sql`
      SELECT e.public_id AS "publicId" FROM fair_queue_entries e JOIN competitions c ON c.id = e.competition_id
      WHERE e.competition_id = ${competitionId} AND e.joined_at < c.registration_start ORDER BY e.id`);
    const order = drawOrder(
      queue.seed,
      entries.map((e) => e.publicId),
    );
    if (order.length > 0)
      await tx.execute(sql`
        UPDATE fair_queue_entries e SET draw_rank = d.rank
        FROM unnest(${sql.param(order)}::text[]) WITH ORDINALITY AS d(public_id, rank)
        WHERE e.public_id = d.public_id AND e.competition_id = ${competitionId}`);
    await tx.execute(sql`UPDATE fair_queues SET drawn_at = now() WHERE competition_id = ${competitionId}`);
    return true;
  });
}
