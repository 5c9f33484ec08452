import { IDENTITY_EVENTS } from './identity';
import { REGISTRATION_EVENTS } from './registration-events';
import type { ServiceName } from './services';

/** Events catalog publishes for other services' replicas (DESIGN.md section 5). */
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
  ],
  payment: [],
  notification: [
    IDENTITY_EVENTS.userRegistered,
    IDENTITY_EVENTS.passwordResetRequested,
    IDENTITY_EVENTS.userUpserted,
    CATALOG_EVENTS.clubUpserted,
    CATALOG_EVENTS.clubDeleted,
    REGISTRATION_EVENTS.orderItemReserved,
    REGISTRATION_EVENTS.orderItemPromoted,
  ],
  export: [],
};
