import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MailBlock } from './club-blocks';
import { competitions } from './schema';

/** The part of catalog's competition snapshot notification keeps (the rest passes unread). */
export const competitionSnapshotSchema = z.object({
  id: z.number().int(),
  club: z.object({ id: z.number().int() }).nullable(),
  name: z.string(),
  event: z.boolean().default(false),
  publicLink: z.string().nullable().default(null),
  competitionDate: z.string().nullable(),
  registration: z.boolean().default(false),
  registrationStart: z.string().nullable().default(null),
  registrationEnd: z.string().nullable().default(null),
  payOnTime: z.number().int().default(9),
  firstPaymentReminder: z.number().int().nullable().default(null),
  secondPaymentReminder: z.number().int().nullable().default(null),
  autoSubscriptionCancelation: z.boolean().default(false),
  division_ids: z.array(z.number().int()).default([]),
  viewType: z.string().nullable().default(null),
  active: z.boolean().default(true),
  cancelled: z.boolean().default(false),
  deletedAt: z.string().nullable().default(null),
  notificationBlocks: z
    .array(z.object({ type: z.object({ id: z.number().int(), name: z.string() }), text: z.string() }))
    .default([]),
});
export type CompetitionSnapshot = z.infer<typeof competitionSnapshotSchema>;

export interface CompetitionRow {
  id: number;
  clubId: number | null;
  name: string;
  event: boolean;
  publicLink: string | null;
  competitionDate: Date | null;
  registration: boolean;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  payOnTime: number;
  firstPaymentReminder: number | null;
  secondPaymentReminder: number | null;
  autoSubscriptionCancelation: boolean;
  divisionIds: number[];
  viewType: string | null;
  active: boolean;
  cancelled: boolean;
  deleted: boolean;
  blocks: MailBlock[];
}

const COLUMNS = sql`id, club_id AS "clubId", name, event, public_link AS "publicLink",
  competition_date AS "competitionDate", registration, registration_start AS "registrationStart",
  registration_end AS "registrationEnd", pay_on_time AS "payOnTime",
  first_payment_reminder AS "firstPaymentReminder", second_payment_reminder AS "secondPaymentReminder",
  auto_subscription_cancelation AS "autoSubscriptionCancelation", division_ids AS "divisionIds",
  view_type AS "viewType", active, cancelled, deleted, blocks`;

export async function competitionById(tx: DbExecutor, id: number): Promise<CompetitionRow | null> {
  const { rows } = await tx.execute(sql`SELECT ${COLUMNS} FROM ${competitions} WHERE id = ${id}`);
  return (rows[0] as CompetitionRow | undefined) ?? null;
}

export async function allCompetitions(tx: DbExecutor): Promise<CompetitionRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM ${competitions} WHERE NOT deleted AND NOT cancelled ORDER BY id`);
  return rows as unknown as CompetitionRow[];
}

/**
 * Applies a snapshot when it is newer than the row. Answers the row as it was before (null for a
 * new one) and after, or null when the snapshot was older and nothing changed.
 */
export async function applyCompetition(
  tx: DbExecutor,
  c: CompetitionSnapshot,
  version: number,
): Promise<{ before: CompetitionRow | null; after: CompetitionRow } | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`competition:${c.id}`}))`);
  const before = await competitionById(tx, c.id);
  const { rows } = await tx.execute(sql`
    INSERT INTO ${competitions} AS r (id, version, club_id, name, event, public_link, competition_date,
      registration, registration_start, registration_end, pay_on_time, first_payment_reminder,
      second_payment_reminder, auto_subscription_cancelation, division_ids, view_type, active,
      cancelled, deleted, blocks)
    VALUES (${c.id}, ${version}, ${c.club?.id ?? null}, ${c.name}, ${c.event}, ${c.publicLink},
      ${c.competitionDate}, ${c.registration}, ${c.registrationStart}, ${c.registrationEnd},
      ${c.payOnTime}, ${c.firstPaymentReminder}, ${c.secondPaymentReminder},
      ${c.autoSubscriptionCancelation}, ${sql.param(c.division_ids)}::integer[], ${c.viewType},
      ${c.active}, ${c.cancelled}, ${c.deletedAt !== null}, ${JSON.stringify(c.notificationBlocks)}::jsonb)
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, club_id = EXCLUDED.club_id,
      name = EXCLUDED.name, event = EXCLUDED.event, public_link = EXCLUDED.public_link,
      competition_date = EXCLUDED.competition_date, registration = EXCLUDED.registration,
      registration_start = EXCLUDED.registration_start, registration_end = EXCLUDED.registration_end,
      pay_on_time = EXCLUDED.pay_on_time, first_payment_reminder = EXCLUDED.first_payment_reminder,
      second_payment_reminder = EXCLUDED.second_payment_reminder,
      auto_subscription_cancelation = EXCLUDED.auto_subscription_cancelation,
      division_ids = EXCLUDED.division_ids, view_type = EXCLUDED.view_type, active = EXCLUDED.active,
      cancelled = EXCLUDED.cancelled, deleted = EXCLUDED.deleted, blocks = EXCLUDED.blocks
    WHERE r.version < EXCLUDED.version
    RETURNING id`);
  if (rows.length === 0) return null;
  return { before, after: (await competitionById(tx, c.id))! };
}

/** `catalog.competition.deleted`: a tombstone at that version. */
export async function markCompetitionDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${competitions} AS r (id, version, deleted) VALUES (${id}, ${version}, true)
    ON CONFLICT (id) DO UPDATE SET deleted = true, version = EXCLUDED.version
    WHERE r.version < EXCLUDED.version`);
}

/** Listed publicly: the catalogue shows it to everyone (not internal-only or unlisted). */
export const isPublished = (c: Pick<CompetitionRow, 'active' | 'cancelled' | 'deleted' | 'viewType'>) =>
  c.active && !c.cancelled && !c.deleted && (c.viewType === 'ALL' || c.viewType === 'EXTERNAL');
