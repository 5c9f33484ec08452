import {
  CATALOG_EVENTS,
  IDENTITY_EVENTS,
  type Competition,
  type UserBlockedPayload,
  type UserUpsertedPayload,
} from '@portal/contracts';
import type { DbExecutor, EventHandler } from '@portal/service-kit';
import { applyCompetitionSnapshot, markCompetitionDeleted } from '../domain/replicas/competitions';
import { applyUserSnapshot, markUser } from '../domain/replicas/users';

/**
 * The replicas registration decides on (docs/service-kit.md): catalog's competition snapshots
 * (upserted, cancelled and uncancelled all carry the whole competition) and identity's users.
 * The idempotent consumer runs each in the transaction that records the event in the inbox.
 */
export function replicaHandlers(
  /** after a snapshot was applied: the registrations' time states follow (jobs/item-states.ts) */
  competitionChanged: (tx: DbExecutor, competitionId: number) => Promise<void> = async () => undefined,
): EventHandler[] {
  const snapshot = (type: string): EventHandler => ({
    name: `replicate-${type}`,
    type,
    handle: async (tx, event) => {
      const competition = event.payload as Competition;
      await applyCompetitionSnapshot(tx, competition, event.version);
      await competitionChanged(tx, competition.id);
    },
  });
  return [
    snapshot(CATALOG_EVENTS.competitionUpserted),
    snapshot(CATALOG_EVENTS.competitionCancelled),
    snapshot(CATALOG_EVENTS.competitionUncancelled),
    {
      name: 'replicate-competition-deleted',
      type: CATALOG_EVENTS.competitionDeleted,
      handle: (tx, event) => markCompetitionDeleted(tx, (event.payload as { id: number }).id, event.version),
    },
    {
      name: 'replicate-user-upserted',
      type: IDENTITY_EVENTS.userUpserted,
      handle: (tx, event) => applyUserSnapshot(tx, event.payload as UserUpsertedPayload, event.version),
    },
    {
      name: 'replicate-user-blocked',
      type: IDENTITY_EVENTS.userBlocked,
      handle: (tx, event) => markUser(tx, (event.payload as UserBlockedPayload).userId, 'blocked'),
    },
    {
      name: 'replicate-user-deleted',
      type: IDENTITY_EVENTS.userDeleted,
      handle: (tx, event) => markUser(tx, (event.payload as UserBlockedPayload).userId, 'deleted'),
    },
  ];
}
