import type { ListAnswer, NotificationBlock, NotificationType } from '@portal/contracts';
import { DomainError, type Database } from '@portal/service-kit';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clubNotificationBlocks, competitionNotificationBlocks, notificationTypes } from '../db/schema';
import type { Tx } from './reference-admin';
import { sanitizeRichText } from './rich-text';

/** A block as a form sends it: the type by id; an empty text removes the block. */
export interface NotificationBlockInput {
  type: { id: number };
  text: string | null;
}

/** A table of notification blocks: an owner id (club or competition), a type id and the text. */
export type NotificationBlockTable = typeof clubNotificationBlocks | typeof competitionNotificationBlocks;

type Executor = Database | Tx;

/** The owner id column of a block table and its property name for inserts. */
function ownerOf(table: NotificationBlockTable): { key: string; column: AnyPgColumn } {
  return 'clubId' in table
    ? { key: 'clubId', column: table.clubId }
    : { key: 'competitionId', column: table.competitionId };
}

/** Every notification type, ordered by id. */
export async function listNotificationTypes(db: Executor): Promise<ListAnswer<NotificationType>> {
  const content = await db
    .select({ id: notificationTypes.id, name: notificationTypes.name })
    .from(notificationTypes)
    .orderBy(asc(notificationTypes.id));
  return { content, totalElements: content.length };
}

/**
 * The blocks of several owners in one query, each owner's ordered by type id; owners without
 * blocks have an empty list.
 */
export async function readNotificationBlocks(
  db: Executor,
  table: NotificationBlockTable,
  ownerIds: readonly number[],
): Promise<Map<number, NotificationBlock[]>> {
  const byOwner = new Map<number, NotificationBlock[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const owner = ownerOf(table);
  const rows = await db
    .select({
      ownerId: owner.column,
      typeId: notificationTypes.id,
      typeName: notificationTypes.name,
      text: table.text,
    })
    .from(table)
    .innerJoin(notificationTypes, eq(notificationTypes.id, table.typeId))
    .where(inArray(owner.column, [...new Set(ownerIds)]))
    .orderBy(asc(owner.column), asc(notificationTypes.id));
  for (const row of rows) {
    byOwner
      .get(row.ownerId as number)
      ?.push({ type: { id: row.typeId, name: row.typeName }, text: row.text });
  }
  return byOwner;
}

/** The blocks of one owner, ordered by type id. */
export async function readNotificationBlocksOf(
  db: Executor,
  table: NotificationBlockTable,
  ownerId: number,
): Promise<NotificationBlock[]> {
  return (await readNotificationBlocks(db, table, [ownerId])).get(ownerId) ?? [];
}

/**
 * Replaces all blocks of one owner inside the caller's transaction: every type must exist and occur
 * at most once (else 400 FIELD_INVALID on `notificationBlocks`, nothing written), texts are
 * sanitized, and a text that is empty (or empty once sanitized) leaves no block of that type.
 */
export async function replaceNotificationBlocks(
  tx: Tx,
  table: NotificationBlockTable,
  ownerId: number,
  blocks: readonly NotificationBlockInput[],
): Promise<void> {
  const invalid = () => new DomainError('FIELD_INVALID', 400, 'notificationBlocks');
  const typeIds = blocks.map((block) => block.type.id);
  if (new Set(typeIds).size !== typeIds.length) throw invalid();
  if (typeIds.length > 0) {
    const known = await tx
      .select({ id: notificationTypes.id })
      .from(notificationTypes)
      .where(inArray(notificationTypes.id, typeIds));
    if (known.length !== typeIds.length) throw invalid();
  }
  const owner = ownerOf(table);
  await tx.delete(table).where(eq(owner.column, ownerId));
  const rows = blocks.flatMap((block) => {
    const text = sanitizeRichText(block.text);
    return text === null ? [] : [{ [owner.key]: ownerId, typeId: block.type.id, text }];
  });
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}
