import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { NOTIFICATION_FLAGS } from './identity-constants';
import { listQuerySchema } from './lists';

/**
 * `GET notifications/mailLog`: the mails sent about one competition or to/about one user
 * (exactly one of the two), newest first.
 */
export const mailLogQuerySchema = listQuerySchema(['sentAt'] as const).extend({
  competitionId: idParamSchema.optional(),
  userId: idParamSchema.optional(),
});
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;

export const MAIL_LOG_STATUSES = ['sent', 'failed'] as const;

export const mailLogEntrySchema = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  /** the kind: a notification flag, or an account mail (registration-confirmation, ...) */
  type: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_LOG_STATUSES),
  error: z.string().nullable(),
  cause: z.string().nullable(),
  userId: z.number().int().nullable(),
  competitionId: z.number().int().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

/** `POST notifications/testMail`: a mail of one kind with the club's blocks, to the caller. */
export const testMailBodySchema = z.object({
  clubId: idSchema,
  kind: z.enum(NOTIFICATION_FLAGS),
  locale: z.enum(['de', 'en']).optional(),
});
export type TestMailBody = z.infer<typeof testMailBodySchema>;
