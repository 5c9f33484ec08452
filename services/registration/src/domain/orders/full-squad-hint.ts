import type { PrepareOrderBody } from '@portal/contracts';
import { DomainError, executePrepared, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { FreshReads } from '../fresh-reads';

/** How long one process trusts what it read about a squad (see the fairness note below). */
export const FULL_SQUAD_HINT_MS = 250;

interface SquadHint {
  competitionId: number;
  /** full right now, of an open competition: neither a place nor a waiting-list slot */
  full: boolean;
  /** users with a running PREPARE item on the squad: they must get their hold back */
  holders: Set<number>;
  readAt: number;
}

/**
 * The rush's common answer without a database round trip. In a rush 90 % of the calls meet a
 * full squad; each process reads a squad's state (full? which users hold a running item on it?)
 * at most once per {@link FULL_SQUAD_HINT_MS} (concurrent calls share the read) and refuses
 * `SQUAD_FULL` from memory while that read is fresh. Its conditions: full, open competition, the squad of that competition,
 * the caller without a running item on it (a double click gets its hold back).
 *
 * Only a hint that saves work: a squad that looks free goes the full way through prepareOrder,
 * whose conditional statements alone give places. Fairness trade-off: a place that comes back
 * (expiry, cancel) is offered by a process at most FULL_SQUAD_HINT_MS later than by the database;
 * in that window calls to that process are refused SQUAD_FULL while others may take the place.
 * Likewise a user whose hold was taken in another process within that window and who clicks again
 * there may get SQUAD_FULL instead of the same hold (the first answer stands).
 */
export class FullSquadHint {
  private readonly squads: FreshReads<number, SquadHint | null>;
  /** `squad:user` -> when this process gave the user an item there (a read may predate it) */
  private readonly ownHolds = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = FULL_SQUAD_HINT_MS,
  ) {
    this.squads = new FreshReads((squadId) => this.load(squadId), ttlMs);
  }

  /** Throws SQUAD_FULL when the squad is full for this caller; otherwise the full way decides. */
  async refuseWhenFull(user: AuthUser, body: PrepareOrderBody): Promise<void> {
    const { competitionId, squadId } = body.orderItems[0]!;
    const hint = await this.squads.get(squadId);
    if (!hint || hint.competitionId !== competitionId || !hint.full) return;
    if (user.id !== null && hint.holders.has(user.id)) return;
    const ownHold = user.id !== null ? this.ownHolds.get(`${squadId}:${user.id}`) : undefined;
    if (ownHold !== undefined && ownHold >= hint.readAt) return;
    throw new DomainError('SQUAD_FULL', 409);
  }

  /**
   * Runs prepareOrder: a hold it gives counts for the caller at once, a SQUAD_FULL it answers
   * while the hint said free makes the next call read again.
   */
  async watch<T>(user: AuthUser, body: PrepareOrderBody, prepare: () => Promise<T>): Promise<T> {
    const squadId = body.orderItems[0]!.squadId;
    try {
      const result = await prepare();
      this.noted(user, squadId, 'held');
      return result;
    } catch (error) {
      if (error instanceof DomainError && error.key === 'SQUAD_FULL') this.noted(user, squadId, 'refused');
      throw error;
    }
  }

  private noted(user: AuthUser, squadId: number, outcome: 'held' | 'refused') {
    if (outcome === 'refused') {
      if (this.squads.peek(squadId)?.full === false) this.squads.forget(squadId);
      return;
    }
    if (user.id === null) return;
    this.squads.peek(squadId)?.holders.add(user.id);
    const now = Date.now();
    if (this.ownHolds.size >= 10_000)
      for (const [key, at] of this.ownHolds) if (now - at > this.ttlMs) this.ownHolds.delete(key);
    this.ownHolds.set(`${squadId}:${user.id}`, now);
  }

  private async load(squadId: number): Promise<SquadHint | null> {
    const readAt = Date.now();
    const { rows } = await executePrepared(
      this.db,
      sql`
      SELECT s.competition_id AS "competitionId",
        (o.taken + o.held >= o.size AND o.waiting >= o.max_waiting_list_size
          AND NOT c.deleted AND c.active AND NOT c.cancelled AND c.registration
          AND (c.registration_start IS NULL OR c.registration_start <= now())
          AND (c.registration_end IS NULL OR now() <= c.registration_end)
          -- members only: an outsider learns nothing from SQUAD_FULL; the full way refuses
          AND c.snapshot->>'viewType' IS DISTINCT FROM 'INTERNAL') AS full,
        -- from the squad's live items (order_items_squad_live_idx) to their orders, one key
        -- lookup each: a join let the planner scan every running hold of every competition
        ARRAY(SELECT DISTINCT i.user_id FROM order_items i
          WHERE i.squad_id = o.squad_id AND i.user_id IS NOT NULL AND NOT i.released AND NOT i.cancelled
            AND (SELECT r.status = 'PREPARE' AND r.expires_at > now() FROM orders r WHERE r.id = i.order_id)
        ) AS holders
      FROM squad_occupancy o
      JOIN squads s ON s.id = o.squad_id AND NOT s.removed
      JOIN competitions c ON c.id = s.competition_id
      WHERE o.squad_id = ${squadId}`,
    );
    const row = rows[0] as { competitionId: number; full: boolean; holders: number[] } | undefined;
    if (!row) return null;
    return {
      competitionId: Number(row.competitionId),
      full: row.full,
      holders: new Set(row.holders.map(Number)),
      readAt,
    };
  }
}
