import { IDENTITY_EVENTS } from './identity';
import { ORDER_EVENTS } from './order-events';
import { REGISTRATION_EVENTS, REGISTRATION_SNAPSHOT_EVENTS } from './registration-events';
import type { ServiceName } from './services';

/** Events catalog publishes for other services' replicas (docs/service-kit.md). */
export const CATALOG_EVENTS = {
  /** a reference item as it is now; `payload.resource` names the table (`divisions`, `factors`, ...) */
  referenceDataUpserted: 'catalog.reference-data.upserted',
  referenceDataDeleted: 'catalog.reference-data.deleted',
  clubUpserted: 'catalog.club.upserted',
  clubDeleted: 'catalog.club.deleted',
  competitionUpserted: 'catalog.competition.upserted',
  competitionCancelled: 'catalog.competition.cancelled',
  competitionUncancelled: 'catalog.competition.uncancelled',
  competitionDeleted: 'catalog.competition.deleted',
  /** a user marked or unmarked a competition as favourite (payload `FavouriteChanged`) */
  favouriteChanged: 'catalog.favourite.changed',
  /** an advert as it is now (`Advertising`); deleted carries `{ id }` */
  advertisingUpserted: 'catalog.advertising.upserted',
  advertisingDeleted: 'catalog.advertising.deleted',
} as const;

/**
 * The one declaration of who listens to what: each service's queue (`${QUEUE_PREFIX}.${service}`)
 * is bound to exactly these routing keys. Every service declares all of these queues before its
 * outbox relay publishes, so an event is never published before its consumers' queues exist.
 * A service's handlers may only handle types listed here for it (the consumer refuses to start).
 */
export const EVENT_TOPOLOGY: Record<ServiceName, readonly string[]> = {
  identity: [
    CATALOG_EVENTS.referenceDataUpserted,
    CATALOG_EVENTS.referenceDataDeleted,
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    // premium membership: paymentUntil follows payment (events/premium-handlers.ts)
    ORDER_EVENTS.premiumChanged,
  ],
  catalog: [REGISTRATION_EVENTS.squadOccupancyChanged],
  registration: [
    CATALOG_EVENTS.competitionUpserted,
    CATALOG_EVENTS.competitionCancelled,
    CATALOG_EVENTS.competitionUncancelled,
    CATALOG_EVENTS.competitionDeleted,
    IDENTITY_EVENTS.userUpserted,
    IDENTITY_EVENTS.userBlocked,
    IDENTITY_EVENTS.userDeleted,
    // names for the participants table (events/name-handlers.ts)
    CATALOG_EVENTS.referenceDataUpserted,
    CATALOG_EVENTS.referenceDataDeleted,
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    // a confirmed card payment marks the items paid, a refund unpaid (events/payment-handlers.ts)
    ORDER_EVENTS.paymentSucceeded,
    ORDER_EVENTS.paymentRefunded,
  ],
  payment: [
    // card payments (issue 12): registration asks, payment makes the provider checkout
    ORDER_EVENTS.checkoutRequested,
    // bank and invoice data, competitions to invoice, where renewal reminders go
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    CATALOG_EVENTS.competitionUpserted,
    CATALOG_EVENTS.competitionCancelled,
    CATALOG_EVENTS.competitionUncancelled,
    CATALOG_EVENTS.competitionDeleted,
    IDENTITY_EVENTS.userUpserted,
    // registrations paid by bank transfer (EPC QR codes)
    ORDER_EVENTS.orderSubmitted,
    ORDER_EVENTS.orderItemPaymentChanged,
    ORDER_EVENTS.orderItemCancelled,
    ORDER_EVENTS.orderItemUncancelled,
    // a waiting-list entry paid by transfer is due once it gets a place (issue 20)
    REGISTRATION_EVENTS.orderItemPromoted,
    // premium bought by card: its own confirmed payments of purpose PREMIUM
    ORDER_EVENTS.paymentSucceeded,
  ],
  notification: [
    IDENTITY_EVENTS.userRegistered,
    IDENTITY_EVENTS.passwordResetRequested,
    IDENTITY_EVENTS.userUpserted,
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    REGISTRATION_EVENTS.orderItemReserved,
    // the sign-on confirmation after checkout, the note of an item removed from the cart
    REGISTRATION_EVENTS.orderItemSignedOn,
    REGISTRATION_EVENTS.orderItemRemovedFromCart,
    REGISTRATION_EVENTS.orderItemPromoted,
    // the mails of a registration's life and the item replica of the reminders (issue 13)
    ORDER_EVENTS.orderItemCancelled,
    ORDER_EVENTS.orderItemUncancelled,
    ORDER_EVENTS.orderItemPaymentChanged,
    // a move or swap of squads: the shooter is told (docs/registration-mails.md)
    ORDER_EVENTS.orderItemSquadChanged,
    // a bank-transfer checkout: the transfer details and EPC QR code of each registration (issue 12)
    ORDER_EVENTS.orderSubmitted,
    // premium membership: the two weeks' notice of a renewal, a declined renewal charge (issue 12)
    ORDER_EVENTS.premiumRenewalDue,
    ORDER_EVENTS.premiumRenewalDeclined,
    // competitions (new-competition mail, reminder dates) and favourites (sign-up phase mails)
    CATALOG_EVENTS.competitionUpserted,
    CATALOG_EVENTS.competitionCancelled,
    CATALOG_EVENTS.competitionUncancelled,
    CATALOG_EVENTS.competitionDeleted,
    CATALOG_EVENTS.favouriteChanged,
  ],
  // the export service's read model for reporting (services/export/src/events)
  export: [
    CATALOG_EVENTS.competitionUpserted,
    CATALOG_EVENTS.competitionCancelled,
    CATALOG_EVENTS.competitionUncancelled,
    CATALOG_EVENTS.competitionDeleted,
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    CATALOG_EVENTS.referenceDataUpserted,
    CATALOG_EVENTS.referenceDataDeleted,
    CATALOG_EVENTS.advertisingUpserted,
    CATALOG_EVENTS.advertisingDeleted,
    IDENTITY_EVENTS.userUpserted,
    IDENTITY_EVENTS.userBlocked,
    IDENTITY_EVENTS.userDeleted,
    REGISTRATION_SNAPSHOT_EVENTS.orderItemUpserted,
    REGISTRATION_SNAPSHOT_EVENTS.orderItemDeleted,
    REGISTRATION_SNAPSHOT_EVENTS.reservationCodeUpserted,
    REGISTRATION_SNAPSHOT_EVENTS.reservationCodeDeleted,
  ],
};
