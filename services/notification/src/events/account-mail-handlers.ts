import { IDENTITY_EVENTS } from '@portal/contracts';
import type { DbExecutor, EventHandler, Logger } from '@portal/service-kit';
import { passwordResetLink, registrationConfirmationLink } from '../domain/links';
import { localeOf, type MailType, type RenderedMail } from '../domain/mail';
import { deliverMail, type Mailer, type SentMarks } from '../domain/mail-delivery';
import { passwordResetMail } from '../domain/templates/password-reset';
import { registrationConfirmationMail } from '../domain/templates/registration-confirmation';
import { passwordResetRequestedSchema, userRegisteredSchema } from './payloads';

export interface AccountMailDeps {
  mailer: Mailer;
  sentMarks: SentMarks;
  logger: Logger;
  publicBaseUrl: string;
}

/** The account mails identity asks for: confirm a registration, reset a password. */
export function accountMailHandlers(deps: AccountMailDeps): EventHandler[] {
  return [
    {
      name: 'mail-registration-confirmation',
      type: IDENTITY_EVENTS.userRegistered,
      async handle(tx, event) {
        const user = userRegisteredSchema.parse(event.payload);
        const locale = localeOf(user.locale);
        const link = registrationConfirmationLink(deps.publicBaseUrl, user.verificationToken);
        const mail = registrationConfirmationMail(locale, user, link);
        await send(tx, event.id, 'registration-confirmation', user.email, mail);
      },
    },
    {
      name: 'mail-password-reset',
      type: IDENTITY_EVENTS.passwordResetRequested,
      async handle(tx, event) {
        const user = passwordResetRequestedSchema.parse(event.payload);
        const locale = localeOf(user.locale);
        const link = passwordResetLink(deps.publicBaseUrl, user.resetToken);
        await send(tx, event.id, 'password-reset', user.email, passwordResetMail(locale, user, link));
      },
    },
  ];

  function send(tx: DbExecutor, eventId: string, type: MailType, to: string, mail: RenderedMail) {
    return sendAccountMail(tx, deps, eventId, type, to, mail);
  }
}

/** Delivers a mail that is not in the notification selection (account, premium), once per event. */
export async function sendAccountMail(
  tx: DbExecutor,
  deps: AccountMailDeps,
  eventId: string,
  type: MailType,
  to: string,
  mail: RenderedMail,
): Promise<void> {
  const outcome = await deliverMail(tx, deps, eventId, { ...mail, type, to });
  deps.logger[outcome === 'rejected' ? 'warn' : 'info']({ eventId, type, outcome }, 'account mail');
}
