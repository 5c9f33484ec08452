import { randomUUID } from 'node:crypto';
import type { TestMailBody } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { recipientsByIds } from '../db/recipients';
import { competitionLink } from './links';
import { sendKind, type KindDeps } from './send-kind';

/**
 * A sample mail of one kind with a club's head and blocks, to the caller's own address: how the
 * club's texts look in that mail (the club form's test button). Admins for any club, a club's
 * admins for their own.
 */
export async function sendTestMail(
  db: Database,
  deps: KindDeps,
  user: AuthUser,
  body: TestMailBody,
): Promise<{ to: string; kind: string }> {
  const admin = hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');
  if (!admin && user.clubId !== body.clubId) throw new DomainError('PERMISSION_DENIED', 403);
  const [me] = await recipientsByIds(db, [user.id!]);
  if (!me) throw new DomainError('NO_EMAIL_ADDRESS', 404);
  const day = 24 * 3600 * 1000;
  const in30 = new Date(Date.now() + 30 * day);
  await db.transaction((tx) =>
    sendKind(tx, deps, {
      kind: body.kind,
      cause: `test:${randomUUID()}`,
      to: { ...me, locale: body.locale ?? me.locale },
      userId: me.userId,
      clubId: body.clubId,
      competitionId: null,
      facts: {
        competitionName: body.locale === 'en' ? 'Sample competition' : 'Beispielbewerb',
        competitionDate: in30,
        squadName: 'Squad 1',
        shooterName: `${me.firstName} ${me.lastName}`,
        dueDate: new Date(Date.now() + 9 * day),
        registrationStart: new Date(Date.now() + day),
        registrationEnd: new Date(Date.now() + 20 * day),
      },
      link: competitionLink(deps.publicBaseUrl, null, 1),
    }),
  );
  return { to: me.email, kind: body.kind };
}
