import {
  formatViennaDate,
  ORDER_EVENTS,
  premiumRenewalDeclinedSchema,
  premiumRenewalDueSchema,
  type PremiumRenewalDue,
} from '@portal/contracts';
import type { DbExecutor, EventHandler } from '@portal/service-kit';
import { recipientsByIds } from '../db/recipients';
import { premiumLink } from '../domain/links';
import { localeOf, type MailType, type RenderedMail } from '../domain/mail';
import { greeting } from '../domain/templates/greeting';
import {
  premiumRenewalDeclinedMail,
  premiumRenewalDueMail,
  type PremiumMailFacts,
} from '../domain/templates/premium-renewal';
import { sendAccountMail, type AccountMailDeps } from './account-mail-handlers';

type PremiumMailUser = Pick<PremiumRenewalDue, 'userId' | 'locale' | 'amountCents'>;

/**
 * The premium membership's mails payment asks for (issue 12): the two weeks' notice of an
 * auto-renewal and a declined renewal charge. Account mails: sent whatever the notification
 * selection says (they concern the user's own money), once per event.
 */
export function premiumMailHandlers(deps: AccountMailDeps): EventHandler[] {
  const facts = async (tx: DbExecutor, user: PremiumMailUser, date: string) => {
    const locale = localeOf(user.locale);
    const [person] = await recipientsByIds(tx, [user.userId]);
    const facts: PremiumMailFacts = {
      greeting: person ? greeting(locale, person) : locale === 'en' ? 'Hello,' : 'Guten Tag,',
      date: formatViennaDate(date),
      amountCents: user.amountCents,
      link: premiumLink(deps.publicBaseUrl),
    };
    return { locale, facts };
  };
  const send = (tx: DbExecutor, eventId: string, type: MailType, to: string, mail: RenderedMail) =>
    sendAccountMail(tx, deps, eventId, type, to, mail);
  return [
    {
      name: 'mail-premium-renewal-due',
      type: ORDER_EVENTS.premiumRenewalDue,
      async handle(tx, event) {
        const due = premiumRenewalDueSchema.parse(event.payload);
        const { locale, facts: f } = await facts(tx, due, due.renewsAt);
        await send(tx, event.id, 'premium-renewal-due', due.email, premiumRenewalDueMail(locale, f));
      },
    },
    {
      name: 'mail-premium-renewal-declined',
      type: ORDER_EVENTS.premiumRenewalDeclined,
      async handle(tx, event) {
        const declined = premiumRenewalDeclinedSchema.parse(event.payload);
        const { locale, facts: f } = await facts(tx, declined, declined.validUntil);
        await send(
          tx,
          event.id,
          'premium-renewal-declined',
          declined.email,
          premiumRenewalDeclinedMail(locale, f),
        );
      },
    },
  ];
}
