import { CATALOG_EVENTS } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyName, NAMED_RESOURCES, type NameKind } from '../domain/replicas/names';

type ReferencePayload = { resource: string; id: number; name?: string };
type ClubPayload = { id: number; name?: string };

/**
 * The names the participants table shows (clubs, divisions, classes, factors): the competition
 * snapshot carries only their ids. Other reference resources are skipped.
 */
export function nameHandlers(): EventHandler[] {
  const reference = (type: string, deleted: boolean): EventHandler => ({
    name: `replicate-name-${type}`,
    type,
    async handle(tx, event) {
      const { resource, id, name } = event.payload as ReferencePayload;
      if (!NAMED_RESOURCES.includes(resource as NameKind)) return;
      const kind = resource as NameKind;
      await applyName(tx, { kind, id, version: event.version, name: name ?? null, deleted });
    },
  });
  const club = (type: string, deleted: boolean): EventHandler => ({
    name: `replicate-name-${type}`,
    type,
    async handle(tx, event) {
      const { id, name } = event.payload as ClubPayload;
      await applyName(tx, { kind: 'clubs', id, version: event.version, name: name ?? null, deleted });
    },
  });
  return [
    reference(CATALOG_EVENTS.referenceDataUpserted, false),
    reference(CATALOG_EVENTS.referenceDataDeleted, true),
    club(CATALOG_EVENTS.clubUpserted, false),
    club(CATALOG_EVENTS.clubDeleted, true),
  ];
}
