import {
  ORDER_EVENTS,
  REGISTRATION_EVENTS,
  orderItemCancelledSchema,
  orderItemPaymentChangedSchema,
  orderItemPromotedSchema,
  orderItemRefSchema,
  orderItemReservedSchema,
  orderItemSquadChangedSchema,
  orderItemUncancelledSchema,
  type CancelledBy,
  type NotificationFlag,
} from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyItemChange, itemById, markItemPlaced, recordReservedItem } from '../db/order-items';
import { mailClubAdmins, mailItemOwner } from '../domain/item-mail';
import type { KindDeps } from '../domain/send-kind';
import type { ReminderScheduler } from '../jobs/reminders';
import { mailSquadPlaceFree } from '../domain/favourite-mail';

const CANCELLATION_KIND: Record<CancelledBy, NotificationFlag> = {
  SHOOTER: 'registrationChangeRegistrationCancelledByShooter',
  ADMINISTRATOR: 'registrationChangeRegistrationCancelledByAdministrator',
  NO_PAYMENT: 'registrationChangeRegistrationCancelledNoPayment',
};

/**
 * The mails of a registration's life from registration's item events (contracts
 * order-events.ts, registration-events.ts), and the item replica the reminders read. Every mail's
 * cause is the item (and what happened to it), so a redelivered or repeated event mails nothing more.
 */
export function registrationMailHandlers(deps: KindDeps, reminders: ReminderScheduler): EventHandler[] {
  return [
    {
      name: 'registration-mails-reserved',
      type: REGISTRATION_EVENTS.orderItemReserved,
      async handle(tx, event) {
        const item = orderItemReservedSchema.parse(event.payload);
        await recordReservedItem(tx, item, event.occurredAt);
        await mailClubAdmins(tx, deps, 'newRegistrationsToCompetitions', item, `item:${item.itemId}`);
        const row = await itemById(tx, item.itemId);
        if (row) await reminders.itemReserved(tx, row);
      },
    },
    {
      name: 'registration-mails-promoted',
      type: REGISTRATION_EVENTS.orderItemPromoted,
      async handle(tx, event) {
        const promoted = orderItemPromotedSchema.parse(event.payload);
        const known = await itemById(tx, promoted.itemId);
        const item = {
          ...(known ?? { squadName: null, clubId: null }),
          ...promoted,
          locale: promoted.locale ?? known?.locale ?? 'de',
          waitingList: false,
        };
        await markItemPlaced(tx, promoted.itemId, event.occurredAt);
        // its payment days start now: the reminders of a place, counted from the promotion
        const placed = await itemById(tx, promoted.itemId);
        if (placed) await reminders.itemReserved(tx, placed);
        await mailItemOwner(tx, deps, 'gettingStartingPlace', item, `item:${promoted.itemId}`);
      },
    },
    {
      name: 'registration-mails-cancelled',
      type: ORDER_EVENTS.orderItemCancelled,
      async handle(tx, event) {
        const item = orderItemCancelledSchema.parse(event.payload);
        await applyItemChange(tx, item, event.occurredAt, { cancelled: true });
        // one mail per cancellation: an uncancel and a new cancel is a new cause
        const cause = `item:${item.itemId}:cancelled:${event.id}`;
        await mailItemOwner(tx, deps, CANCELLATION_KIND[item.by], item, cause);
        if (item.by === 'NO_PAYMENT') await mailClubAdmins(tx, deps, 'memberCancelNoPayment', item, cause);
        // a place became free and nobody waited for it: those who marked the competition hear of it
        if (!item.waitingList && item.promotedItemIds.length === 0)
          await mailSquadPlaceFree(tx, deps, item.competitionId, item.squadName, cause);
      },
    },
    {
      name: 'registration-mails-uncancelled',
      type: ORDER_EVENTS.orderItemUncancelled,
      async handle(tx, event) {
        const item = orderItemUncancelledSchema.parse(event.payload);
        await applyItemChange(tx, item, event.occurredAt, { cancelled: false });
        const row = await itemById(tx, item.itemId);
        if (row) await reminders.itemReserved(tx, row);
      },
    },
    {
      name: 'registration-mails-removed-from-cart',
      type: REGISTRATION_EVENTS.orderItemRemovedFromCart,
      async handle(tx, event) {
        const item = orderItemRefSchema.parse(event.payload);
        await applyItemChange(tx, item, event.occurredAt, { cancelled: true });
        await mailItemOwner(tx, deps, 'removedFromCart', item, `item:${item.itemId}:removed`);
      },
    },
    {
      name: 'registration-mails-squad-changed',
      type: ORDER_EVENTS.orderItemSquadChanged,
      async handle(tx, event) {
        const item = orderItemSquadChangedSchema.parse(event.payload);
        await applyItemChange(tx, item, event.occurredAt, { waitingList: item.waitingList });
        // every move and each side of a swap is its own mail: the event is the cause
        await mailItemOwner(tx, deps, 'squadChanged', item, `item:${item.itemId}:squad:${event.id}`, {
          fromSquadName: item.fromSquadName,
          swapped: item.swappedWithItemId !== null,
        });
      },
    },
    {
      name: 'registration-mails-payment-changed',
      type: ORDER_EVENTS.orderItemPaymentChanged,
      async handle(tx, event) {
        const item = orderItemPaymentChangedSchema.parse(event.payload);
        await applyItemChange(tx, item, event.occurredAt, { paid: item.paid });
        // the event carries both flags as they are now: each payment mails once (its own cause),
        // whichever event first shows it; toggling back and on again mails nothing new
        if (item.paid)
          await mailItemOwner(
            tx,
            deps,
            'registrationChangePaymentReceived',
            item,
            `item:${item.itemId}:paid`,
          );
        if (item.paid2)
          await mailItemOwner(
            tx,
            deps,
            'registrationChangePaymentReceived',
            item,
            `item:${item.itemId}:paid2`,
            { secondPayment: true },
          );
      },
    },
  ];
}
