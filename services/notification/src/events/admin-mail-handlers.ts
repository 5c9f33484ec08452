import { IDENTITY_EVENTS } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { recipientsChoosing } from '../db/recipients';
import { backOfficeLink } from '../domain/links';
import { sendKind, type KindDeps } from '../domain/send-kind';
import { userRegisteredSchema } from './payloads';

/** New shooter registrations: admins and portal admins who chose them hear of every new account. */
export function adminMailHandlers(deps: KindDeps): EventHandler[] {
  return [
    {
      name: 'mail-new-shooter-registration',
      type: IDENTITY_EVENTS.userRegistered,
      async handle(tx, event) {
        const user = userRegisteredSchema.parse(event.payload);
        for (const admin of await recipientsChoosing(tx, 'newShooterRegistrations', { admins: true }))
          await sendKind(tx, deps, {
            kind: 'newShooterRegistrations',
            cause: `user:${user.userId}`,
            to: admin,
            userId: user.userId,
            clubId: null,
            competitionId: null,
            facts: { shooterName: `${user.firstName} ${user.lastName} (${user.username}, ${user.email})` },
            link: backOfficeLink(deps.publicBaseUrl, 'users'),
          });
      },
    },
  ];
}
