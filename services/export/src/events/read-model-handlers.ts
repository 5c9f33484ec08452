import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  REGISTRATION_SNAPSHOT_EVENTS,
  orderItemSnapshotSchema,
  reservationCodeSnapshotSchema,
  type Advertising,
  type Club,
  type Competition,
  type UserBlockedPayload,
  type UserUpsertedPayload,
} from '@portal/contracts';
import type { DbExecutor, EventHandler } from '@portal/service-kit';
import type { EventEnvelope } from '@portal/contracts';
import {
  applyAdvert,
  applyClub,
  applyCompetition,
  applyReferenceName,
  markAdvertDeleted,
  markClubDeleted,
  markCompetitionDeleted,
} from '../domain/replicas/catalog';
import {
  applyRegistration,
  applyReservationCode,
  markRegistrationDeleted,
  markReservationCodeDeleted,
} from '../domain/replicas/registrations';
import { applyUser, markUser } from '../domain/replicas/users';

type Apply = (tx: DbExecutor, event: EventEnvelope) => Promise<void>;
const handler = (type: string, handle: Apply): EventHandler => ({ name: `report-${type}`, type, handle });

/**
 * The export service's read model (issue 14 item 1): catalog's competitions, squads, stands, clubs,
 * reference names and adverts, identity's users, registration's order items and codes. Each
 * handler runs in the consumer's transaction that records the event in the inbox.
 */
export function readModelHandlers(): EventHandler[] {
  const competition: Apply = (tx, e) => applyCompetition(tx, e.payload as Competition, e.version);
  type Ref = { resource: string; id: number; name?: string };
  return [
    handler(CATALOG_EVENTS.competitionUpserted, competition),
    handler(CATALOG_EVENTS.competitionCancelled, competition),
    handler(CATALOG_EVENTS.competitionUncancelled, competition),
    handler(CATALOG_EVENTS.competitionDeleted, (tx, e) =>
      markCompetitionDeleted(tx, (e.payload as { id: number }).id, e.version),
    ),
    handler(CATALOG_EVENTS.clubUpserted, (tx, e) => applyClub(tx, e.payload as Club, e.version)),
    handler(CATALOG_EVENTS.clubDeleted, (tx, e) =>
      markClubDeleted(tx, (e.payload as { id: number }).id, e.version),
    ),
    handler(CATALOG_EVENTS.referenceDataUpserted, (tx, e) => {
      const r = e.payload as Ref;
      return applyReferenceName(tx, r.resource, r.id, r.name ?? null, e.version, false);
    }),
    handler(CATALOG_EVENTS.referenceDataDeleted, (tx, e) => {
      const r = e.payload as Ref;
      return applyReferenceName(tx, r.resource, r.id, null, e.version, true);
    }),
    handler(CATALOG_EVENTS.advertisingUpserted, (tx, e) =>
      applyAdvert(tx, e.payload as Advertising, e.version),
    ),
    handler(CATALOG_EVENTS.advertisingDeleted, (tx, e) =>
      markAdvertDeleted(tx, (e.payload as { id: number }).id, e.version),
    ),
    handler(IDENTITY_EVENTS.userUpserted, (tx, e) =>
      applyUser(tx, e.payload as UserUpsertedPayload, e.version),
    ),
    handler(IDENTITY_EVENTS.userBlocked, (tx, e) =>
      markUser(tx, (e.payload as UserBlockedPayload).userId, 'blocked'),
    ),
    handler(IDENTITY_EVENTS.userDeleted, (tx, e) =>
      markUser(tx, (e.payload as UserBlockedPayload).userId, 'deleted'),
    ),
    handler(REGISTRATION_SNAPSHOT_EVENTS.orderItemUpserted, (tx, e) =>
      applyRegistration(tx, orderItemSnapshotSchema.parse(e.payload), e.version),
    ),
    handler(REGISTRATION_SNAPSHOT_EVENTS.orderItemDeleted, (tx, e) =>
      markRegistrationDeleted(tx, (e.payload as { itemId: number }).itemId, e.version),
    ),
    handler(REGISTRATION_SNAPSHOT_EVENTS.reservationCodeUpserted, (tx, e) =>
      applyReservationCode(tx, reservationCodeSnapshotSchema.parse(e.payload), e.version),
    ),
    handler(REGISTRATION_SNAPSHOT_EVENTS.reservationCodeDeleted, (tx, e) =>
      markReservationCodeDeleted(tx, (e.payload as { id: number }).id, e.version),
    ),
  ];
}
