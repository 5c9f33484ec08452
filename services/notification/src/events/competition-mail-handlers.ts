import { CATALOG_EVENTS, favouriteChangedSchema } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { z } from 'zod';
import {
  applyCompetition,
  competitionSnapshotSchema,
  isPublished,
  markCompetitionDeleted,
} from '../db/competitions';
import { applyFavourite } from '../db/favourites';
import { mailAboutCompetition } from '../domain/favourite-mail';
import type { KindDeps } from '../domain/send-kind';
import type { ReminderScheduler } from '../jobs/reminders';

/**
 * Catalog's competitions and favourites: the replica the reminders are scheduled from (every
 * newer snapshot reschedules them, so a moved date moves its reminders), and the new-competition
 * mail when a competition is first published, to the users who chose it and one of its divisions.
 */
export function competitionMailHandlers(deps: KindDeps, reminders: ReminderScheduler): EventHandler[] {
  const snapshot = (name: string, type: string): EventHandler => ({
    name,
    type,
    async handle(tx, event) {
      const applied = await applyCompetition(
        tx,
        competitionSnapshotSchema.parse(event.payload),
        event.version,
      );
      if (!applied) return;
      const { before, after } = applied;
      await reminders.competitionChanged(tx, after);
      if (isPublished(after) && !(before && isPublished(before)) && after.divisionIds.length > 0)
        await mailAboutCompetition(
          tx,
          deps,
          'newCompetitionCreated',
          after,
          { divisionIds: after.divisionIds },
          `competition:${after.id}`,
          { registrationStart: after.registrationStart, registrationEnd: after.registrationEnd },
        );
    },
  });
  return [
    snapshot('competition-replica-upserted', CATALOG_EVENTS.competitionUpserted),
    snapshot('competition-replica-cancelled', CATALOG_EVENTS.competitionCancelled),
    snapshot('competition-replica-uncancelled', CATALOG_EVENTS.competitionUncancelled),
    {
      name: 'competition-replica-deleted',
      type: CATALOG_EVENTS.competitionDeleted,
      async handle(tx, event) {
        const { id } = z.object({ id: z.number().int() }).parse(event.payload);
        await markCompetitionDeleted(tx, id, event.version);
      },
    },
    {
      name: 'favourite-replica',
      type: CATALOG_EVENTS.favouriteChanged,
      async handle(tx, event) {
        await applyFavourite(tx, favouriteChangedSchema.parse(event.payload));
      },
    },
  ];
}
