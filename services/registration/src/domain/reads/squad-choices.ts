import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { checkCompetitionAccess, mayAdministerClub } from '../order-admin/access';
import { listCompetitionSquads } from '../order-admin/read-orders';
import { itemReachableBy } from '../orders/item-owner';

export interface SquadChoicesQuery {
  competitionId?: number;
  orderItemId?: number;
  excludeFullSquads: boolean;
}

interface SquadRow {
  id: number;
  taken: number;
  size: number;
  waiting: number;
  maxWaitingListSize: number;
}

/**
 * GET squads (the shooter's order-item edit; docs/api-paths-and-keys.md):
 * a competition's squads with occupancy and stands. With `orderItemId` the caller must reach
 * that item as its owner or deputy or administer it, and the item's own squad stays listed when
 * `excludeFullSquads` drops the full ones (the edit can keep its squad). Without it, only
 * administrators of the competition's club are answered.
 */
export async function listSquadChoices(db: DbExecutor, user: AuthUser, query: SquadChoicesQuery) {
  let competitionId = query.competitionId;
  let ownSquadId: number | null = null;
  if (query.orderItemId !== undefined) {
    const item = await reachableItem(db, user, query.orderItemId);
    if (competitionId !== undefined && competitionId !== item.competitionId)
      throw new DomainError('ORDER_ITEM_NOT_FOUND', 404, 'orderItemId');
    competitionId = item.competitionId;
    ownSquadId = item.squadId;
  } else {
    if (competitionId === undefined) throw new DomainError('FIELD_IS_REQUIRED', 400, 'competitionId');
    await checkCompetitionAccess(db, user, competitionId);
  }
  const rows = (await listCompetitionSquads(db, competitionId)) as unknown as SquadRow[];
  const content = rows
    .map((row) => ({ ...row, full: row.taken >= row.size && row.waiting >= row.maxWaitingListSize }))
    .filter((row) => !query.excludeFullSquads || !row.full || row.id === ownSquadId);
  return { content, totalElements: content.length };
}

/** The item if the caller owns it, acts for its owner, or administers its club; else 404. */
async function reachableItem(db: DbExecutor, user: AuthUser, itemId: number) {
  const owner = user.id === null ? sql`false` : itemReachableBy({ userId: user.id });
  const { rows } = await db.execute(sql`
    SELECT i.competition_id AS "competitionId", i.squad_id AS "squadId", c.club_id AS "clubId", ${owner} AS own
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    WHERE i.id = ${itemId} AND o.status = 'RESERVED' AND NOT i.released AND NOT c.deleted`);
  const row = rows[0] as
    { competitionId: number; squadId: number; clubId: number | null; own: boolean } | undefined;
  if (!row || !(row.own || mayAdministerClub(user, row.clubId)))
    throw new DomainError('ORDER_ITEM_NOT_FOUND', 404, 'orderItemId');
  return row;
}
