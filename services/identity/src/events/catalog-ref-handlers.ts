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
    {
      name: 'replicate-reference-upserted',
      type: CATALOG_EVENTS.referenceDataUpserted,
      async handle(tx, event) {
        const { resource, id } = event.payload as ReferencePayload;
        if (!REPLICATED_RESOURCES.includes(resource)) return;
        const kind = resource as CatalogRefKind;
        await applyCatalogRef(tx, { kind, id, version: event.version, active: true, deleted: false });
      },
    },
    {
      name: 'replicate-reference-deleted',
      type: CATALOG_EVENTS.referenceDataDeleted,
      async handle(tx, event) {
        const { resource, id } = event.payload as ReferencePayload;
        if (!REPLICATED_RESOURCES.includes(resource)) return;
        const kind = resource as CatalogRefKind;
        await applyCatalogRef(tx, { kind, id, version: event.version, active: false, deleted: true });
      },
    },
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
