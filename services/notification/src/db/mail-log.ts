import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { mailLog } from './schema';

/** A mail caused by one event: at most one log row per key. */
export interface MailKey {
  eventId: string;
  type: string;
  recipient: string;
}

/** Whom and what a mail concerns, for the mail log per user and per competition. */
export interface MailScope {
  cause?: string | null;
  userId?: number | null;
  competitionId?: number | null;
  clubId?: number | null;
}

export interface MailLogEntry extends MailKey, MailScope {
  subject: string;
  status: 'sent' | 'failed';
  error?: string | null;
}

export async function isMailLogged(tx: DbExecutor, key: MailKey): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM ${mailLog}
    WHERE event_id = ${key.eventId} AND type = ${key.type} AND recipient = ${key.recipient}`);
  return rows.length > 0;
}

export async function logMail(tx: DbExecutor, entry: MailLogEntry): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${mailLog} (event_id, type, recipient, subject, status, error, cause, user_id,
                            competition_id, club_id)
    VALUES (${entry.eventId}, ${entry.type}, ${entry.recipient}, ${entry.subject}, ${entry.status},
            ${entry.error ?? null}, ${entry.cause ?? null}, ${entry.userId ?? null},
            ${entry.competitionId ?? null}, ${entry.clubId ?? null})
    ON CONFLICT (event_id, type, recipient) DO NOTHING`);
}
