import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** registration's schema (schema.ts re-exports these tables; its own object would be a cycle) */
const registrationSchema = pgSchema('registration');

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One pre-queue per competition with fair opening: its committed seed, the draw and the pacer's state. */
export const fairQueues = registrationSchema.table('fair_queues', {
  competitionId: integer('competition_id').primaryKey(),
  /** 32 random bytes, revealed after the draw; `seed_hash` (SHA-256, hex) is public from the start */
  seed: bytea('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
  drawnAt: instant('drawn_at'),
  /** the pacer's last tick and its unused admissions (fractions carried to the next tick) */
  lastTickAt: instant('last_tick_at'),
  credit: integer('credit_millis').notNull().default(0),
  admitted: integer('admitted').notNull().default(0),
  endedAt: instant('ended_at'),
});

/** One entry per account (`u:<id>`) or verified guest (`g:<session hash>`) and queue. */
export const fairQueueEntries = registrationSchema.table(
  'fair_queue_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id').notNull(),
    entryKey: text('entry_key').notNull(),
    /** random, published in the draw list instead of the entry key */
    publicId: text('public_id').notNull(),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    /** 1..n for the entries of the draw; later arrivals stay null and follow in arrival (id) order */
    drawRank: integer('draw_rank'),
    /** 1, 2, ... in the order the pacer admitted */
    admissionNo: integer('admission_no'),
    admittedAt: instant('admitted_at'),
    windowEndsAt: instant('window_ends_at'),
    servedAt: instant('served_at'),
    droppedAt: instant('dropped_at'),
  },
  (t) => [
    uniqueIndex('fair_queue_entries_key_idx').on(t.competitionId, t.entryKey),
    uniqueIndex('fair_queue_entries_public_idx').on(t.publicId),
    index('fair_queue_entries_waiting_idx')
      .on(t.competitionId, t.drawRank, t.id)
      .where(sql`${t.admittedAt} IS NULL`),
  ],
);
