import { createHash } from 'node:crypto';
import { CATALOG_EVENTS, REGISTRATION_EVENTS, orderItemReservedSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { clubBlockText, SIGN_ON_BLOCK, upsertClubBlocks } from '../db/club-blocks';
import { wantsSignOnConfirmation } from '../db/recipients';
import { publicOrderItemLink } from '../domain/links';
import { deliverMail } from '../domain/mail-delivery';
import { signOnConfirmationMail } from '../domain/templates/sign-on-confirmation';
import type { AccountMailDeps } from './account-mail-handlers';

const TYPE = 'sign-on-confirmation';

/**
 * The mail log's and the sent marks' key of an item's confirmation: one UUID per order item (a
 * name-based UUID, version 5 layout), so whichever event announces the item, it is mailed once.
 */
export function signOnMailKey(itemId: number): string {
  const hash = createHash('sha1').update(`${TYPE}:${itemId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const clubSchema = z.object({
  id: z.number().int(),
  notificationBlocks: z
    .array(z.object({ type: z.object({ id: z.number().int(), name: z.string() }), text: z.string() }))
    .default([]),
});

/**
 * The sign-on confirmation (issue 10 item 11): registration's `registration.order-item.reserved`
 * mails the registrant in their language with the club's sign-on block (kept from catalog's club
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
        await upsertClubBlocks(tx, club.id, event.version, club.notificationBlocks);
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
      type: REGISTRATION_EVENTS.orderItemReserved,
      async handle(tx, event) {
        const item = orderItemReservedSchema.parse(event.payload);
        if (!(await wantsSignOnConfirmation(tx, item.userId))) {
          deps.logger.info({ eventId: event.id, itemId: item.itemId }, 'sign-on confirmation deselected');
          return;
        }
        const club = item.clubId === null ? null : await clubBlockText(tx, item.clubId, SIGN_ON_BLOCK);
        const link = publicOrderItemLink(deps.publicBaseUrl, item.itemId, item.token);
        const mail = signOnConfirmationMail(
          item.locale,
          item,
          { club, competition: item.competitionSignOnText },
          link,
        );
        const key = signOnMailKey(item.itemId);
        // two events of one item handled at once would both find no log row: one waits for the other
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
        const outcome = await deliverMail(tx, deps, key, {
          ...mail,
          type: TYPE,
          to: item.email,
        });
        deps.logger[outcome === 'rejected' ? 'warn' : 'info'](
          { eventId: event.id, itemId: item.itemId, outcome },
          'sign-on confirmation',
        );
      },
    },
  ];
}
