import { CATALOG_EVENTS, REGISTRATION_EVENTS, orderItemReservedSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clubBlockText, SIGN_ON_BLOCK, upsertClubBlocks } from '../db/club-blocks';
import { deputiesOf, wantsSignOnConfirmation } from '../db/recipients';
import { causeKey } from '../domain/cause-key';
import { publicOrderItemLink } from '../domain/links';
import { localeOf } from '../domain/mail';
import { deliverMail } from '../domain/mail-delivery';
import { signOnConfirmationMail } from '../domain/templates/sign-on-confirmation';
import type { AccountMailDeps } from './account-mail-handlers';

const TYPE = 'sign-on-confirmation';

/** The mail log's key of an item's confirmation: one per order item, whichever event announces it. */
export const signOnMailKey = (itemId: number): string => causeKey(TYPE, String(itemId));

const clubSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  logo: z.object({ publicId: z.string() }).nullable().default(null),
  longName: z.string().nullable().default(null),
  bankInformation: z
    .object({
      name: z.string().nullable().default(null),
      bic: z.string().nullable().default(null),
      iban: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  notificationBlocks: z
    .array(z.object({ type: z.object({ id: z.number().int(), name: z.string() }), text: z.string() }))
    .default([]),
});

/**
 * The sign-on confirmation (issue 10 item 11): registration's `registration.order-item.signed-on`
 * (the cart checked out, or a sign-up by someone else) mails the registrant in their language with the club's sign-on block (kept from catalog's club
 * events) and the competition's (carried in the event), unless they deselected
 * `registrationChangeRegistrationSuccess`. Logged in the mail log like the account mails.
 */
export function signOnMailHandlers(deps: AccountMailDeps): EventHandler[] {
  return [
    {
      name: 'replicate-club-mail-blocks',
      type: CATALOG_EVENTS.clubUpserted,
      async handle(tx, event) {
        const club = clubSchema.parse(event.payload);
        await upsertClubBlocks(
          tx,
          club.id,
          event.version,
          club.notificationBlocks,
          {
            name: club.name,
            logoPublicId: club.logo?.publicId ?? null,
            country: club.country,
          },
          {
            longName: club.longName,
            bankName: club.bankInformation?.name ?? null,
            bic: club.bankInformation?.bic ?? null,
            iban: club.bankInformation?.iban ?? null,
          },
        );
      },
    },
    {
      name: 'replicate-club-mail-blocks-deleted',
      type: CATALOG_EVENTS.clubDeleted,
      async handle(tx, event) {
        const { id } = z.object({ id: z.number().int() }).parse(event.payload);
        await upsertClubBlocks(tx, id, event.version, []);
      },
    },
    {
      name: 'mail-sign-on-confirmation',
      // after checkout (or a sign-up by someone else), not while the item only sits in the cart
      type: REGISTRATION_EVENTS.orderItemSignedOn,
      async handle(tx, event) {
        const item = orderItemReservedSchema.parse(event.payload);
        if (!(await wantsSignOnConfirmation(tx, item.userId))) {
          deps.logger.info({ eventId: event.id, itemId: item.itemId }, 'sign-on confirmation deselected');
          return;
        }
        const club = item.clubId === null ? null : await clubBlockText(tx, item.clubId, SIGN_ON_BLOCK);
        const link = publicOrderItemLink(deps.publicBaseUrl, item.itemId, item.token);
        const blocks = { club, competition: item.competitionSignOnText };
        const key = signOnMailKey(item.itemId);
        // two events of one item handled at once would both find no log row: one waits for the other
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
        const scope = {
          cause: `item:${item.itemId}`,
          userId: item.userId,
          competitionId: item.competitionId,
          clubId: item.clubId,
        };
        const mail = signOnConfirmationMail(item.locale, item, blocks, link);
        const outcome = await deliverMail(tx, deps, key, { ...mail, type: TYPE, to: item.email }, scope);
        deps.logger[outcome === 'rejected' ? 'warn' : 'info'](
          { eventId: event.id, itemId: item.itemId, outcome },
          'sign-on confirmation',
        );
        // the users who act for the registrant get a copy naming whom it is for, like every
        // other mail about the registrant's registrations (domain/item-mail.ts)
        for (const deputy of await deputiesOf(tx, item.userId)) {
          if (deputy.email === item.email) continue;
          const copy = signOnConfirmationMail(localeOf(deputy.locale), item, blocks, link, deputy);
          await deliverMail(tx, deps, key, { ...copy, type: TYPE, to: deputy.email }, scope);
        }
      },
    },
  ];
}
