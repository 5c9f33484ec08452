import { CATALOG_EVENTS } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { applyCatalogRef, REPLICATED_RESOURCES, type CatalogRefKind } from '../domain/catalog-refs';

type ReferencePayload = { resource: string; id: number };
type ClubPayload = { id: number; active?: boolean };

/**
 * Catalog's reference data and clubs into identity's replica of the ids users reference
 * (idempotent consumer, newer versions only); other reference resources are not kept.
 */
export function catalogRefHandlers(): EventHandler[] {
  return [
    referenceHandler('replicate-reference-upserted', CATALOG_EVENTS.referenceDataUpserted, false),
    referenceHandler('replicate-reference-deleted', CATALOG_EVENTS.referenceDataDeleted, true),
    {
      name: 'replicate-club-upserted',
      type: CATALOG_EVENTS.clubUpserted,
      async handle(tx, event) {
        const { id, active = true } = event.payload as ClubPayload;
        await applyCatalogRef(tx, { kind: 'clubs', id, version: event.version, active, deleted: false });
      },
    },
    {
      name: 'replicate-club-deleted',
      type: CATALOG_EVENTS.clubDeleted,
      async handle(tx, event) {
        const { id } = event.payload as ClubPayload;
        await applyCatalogRef(tx, {
          kind: 'clubs',
          id,
          version: event.version,
          active: false,
          deleted: true,
        });
      },
    },
  ];
}

/** A reference row upserted or deleted; resources identity does not reference are skipped. */
function referenceHandler(name: string, type: string, deleted: boolean): EventHandler {
  return {
    name,
    type,
    async handle(tx, event) {
      const { resource, id } = event.payload as ReferencePayload;
      if (!REPLICATED_RESOURCES.includes(resource)) return;
      const kind = resource as CatalogRefKind;
      await applyCatalogRef(tx, { kind, id, version: event.version, active: !deleted, deleted });
    },
  };
}
