import type { Client, ListAnswer } from '@portal/contracts';
import { DomainError, escapeLike, type Database } from '@portal/service-kit';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { clients } from '../db/schema';
import { isSystemAdmin, type Actor } from './actor';
import { uniqueViolation } from './user-fields';

/** Admins manage all clients; a client admin sees and renames only their own. */
const visible = (actor: Actor) =>
  isSystemAdmin(actor) ? undefined : actor.clientId === null ? sql`false` : eq(clients.id, actor.clientId);

export async function listClients(
  db: Database,
  actor: Actor,
  q: { page: number; size: number; sort?: string; name?: string; active?: boolean },
): Promise<ListAnswer<Client>> {
  const where = and(
    visible(actor),
    q.name ? ilike(clients.name, `%${escapeLike(q.name)}%`) : undefined,
    q.active !== undefined ? eq(clients.active, q.active) : undefined,
  );
  const [field = 'name', direction = 'asc'] = (q.sort ?? 'name,asc').split(',');
  const column = field === 'id' ? clients.id : clients.name;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(direction.toLowerCase() === 'desc' ? desc(column) : asc(column))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .where(where),
  ]);
  return { content: rows, totalElements: count?.n ?? 0 };
}

export async function getClient(db: Database, actor: Actor, id: number): Promise<Client> {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), visible(actor)));
  if (!client) throw new DomainError('CLIENT_DOES_NOT_EXIST', 404);
  return client;
}

export async function saveClient(
  db: Database,
  actor: Actor,
  id: number | null,
  input: { name: string; active?: boolean },
): Promise<Client> {
  if (id === null && !isSystemAdmin(actor)) throw new DomainError('PERMISSION_DENIED', 403);
  if (id !== null) await getClient(db, actor, id);
  try {
    const [row] =
      id === null
        ? await db
            .insert(clients)
            .values({ name: input.name, active: input.active ?? true })
            .returning()
        : await db
            .update(clients)
            .set({ name: input.name, ...(input.active === undefined ? {} : { active: input.active }) })
            .where(eq(clients.id, id))
            .returning();
    return row!;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function deleteClient(db: Database, actor: Actor, id: number): Promise<void> {
  if (!isSystemAdmin(actor)) throw new DomainError('PERMISSION_DENIED', 403);
  await getClient(db, actor, id);
  await db.delete(clients).where(eq(clients.id, id));
}
