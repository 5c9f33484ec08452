import {
  listAnswerSchema,
  mailLogEntrySchema,
  mailLogQuerySchema,
  testMailBodySchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { readMailLog } from '../domain/mail-log-read';
import type { KindDeps } from '../domain/send-kind';
import { sendTestMail } from '../domain/test-mail';

/** The back-office's view of notification: the mail log, and a test mail of a kind (issue 13 item 4). */
export function mailLogRoutes(ctx: ServiceContext, deps: KindDeps): RouteRegistry {
  const tags = ['notifications'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/notifications/mailLog',
      summary:
        'The mails about one competition (competitionId) or one user (userId), newest first; admins all, a club’s admins their club’s',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
      query: mailLogQuerySchema,
      response: listAnswerSchema(mailLogEntrySchema),
      handler: ({ user, query }) => readMailLog(ctx.db, user, query),
    })
    .add({
      method: 'post',
      path: '/api/notifications/testMail',
      summary: 'Sends a sample mail of one kind with the club’s head and blocks to the caller',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
      body: testMailBodySchema,
      response: z.object({ to: z.string(), kind: z.string() }),
      handler: ({ user, body }) => sendTestMail(ctx.db, deps, user, body),
    });
}
