import type { CompetitionSortField } from '@portal/contracts/catalog';
import type { ListParams } from '../api/types';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import type { Competition, ViewType } from './competitionModel';

export type PaidFilter = 'all' | 'paid' | 'unpaid';

export interface CompetitionsFilter {
  name: string;
  /** admins only */
  clubId: number | null;
  /** admins only */
  viewType: ViewType | null;
  /** admins and portal admins */
  paid: PaidFilter;
  /** off: running and coming ones; on: cancelled or ended ones */
  archive: boolean;
}

/** Sort fields of the list's columns: the catalog's `COMPETITION_SORT_FIELDS`. */
export type { CompetitionSortField };

export const DEFAULT_COMPETITIONS_FILTER: CompetitionsFilter = {
  name: '',
  clubId: null,
  viewType: null,
  paid: 'all',
  archive: false,
};

/** Newest competition date first, as the catalog answers unless asked otherwise. */
export const DEFAULT_COMPETITIONS_PAGING: Paging<CompetitionSortField> = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: 'competitionDate', direction: 'desc' },
};

export interface FilterAccess {
  admin: boolean;
  portalAdmin: boolean;
}

/** `GET competitions|events` query; filters a role does not see are never sent. */
export const buildCompetitionsQuery = (
  filter: CompetitionsFilter,
  paging: Paging<CompetitionSortField>,
  access: FilterAccess,
): ListParams =>
  buildListQuery(paging, {
    name: filter.name,
    clubId: access.admin ? filter.clubId : null,
    viewType: access.admin ? filter.viewType : null,
    paid: access.admin || access.portalAdmin ? (filter.paid === 'all' ? null : filter.paid === 'paid') : null,
    archive: filter.archive,
  });

/** Status letter (docs/events.md): A cancelled, Ü ALL, I INTERNAL, E EXTERNAL, V the rest. */
export const statusLetter = (row: Pick<Competition, 'cancelled' | 'viewType'>): string => {
  if (row.cancelled) return 'A';
  switch (row.viewType) {
    case 'ALL':
      return 'Ü';
    case 'INTERNAL':
      return 'I';
    case 'EXTERNAL':
      return 'E';
    default:
      return 'V';
  }
};

/** Places: the squads' sizes (or an event's starting places) and how many are taken or held. */
export const placesOf = (
  row: Pick<Competition, 'squads' | 'startingPlaces' | 'event'>,
): { size: number; taken: number } => {
  const squads = row.squads ?? [];
  const squadSizes = squads.reduce((sum, squad) => sum + (squad.squadSize ?? 0), 0);
  const taken = squads.reduce((sum, squad) => sum + (squad.subscriptionSize ?? 0), 0);
  const size =
    row.event && row.startingPlaces !== null && squads.length === 0 ? row.startingPlaces : squadSizes;
  return { size, taken };
};

export type RowTone = 'unpaid' | 'unlisted' | 'internal' | null;

/**
 * Row colours (docs/events.md): UNLISTED purple, INTERNAL green (background), unpaid red
 * (the text, and the background when no view type colours it); inactive rows struck through.
 */
export const rowLook = (
  row: Pick<Competition, 'paid' | 'viewType' | 'active' | 'cancelled'>,
): { tone: RowTone; unpaid: boolean; struck: boolean } => ({
  tone:
    row.viewType === 'UNLISTED'
      ? 'unlisted'
      : row.viewType === 'INTERNAL'
        ? 'internal'
        : !row.paid
          ? 'unpaid'
          : null,
  unpaid: !row.paid,
  struck: !row.active,
});
