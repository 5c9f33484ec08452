import type { CompetitionSortField } from '@portal/contracts/catalog';
import type { ListParams } from '../api/types';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import { formatUtcDate } from './competitionDates';
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

/** Status letter (back-office.md section 2): A cancelled, Ü ALL, I INTERNAL, E EXTERNAL, V the rest. */
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
 * Row colours (back-office.md section 2): UNLISTED purple, INTERNAL green (background), unpaid red
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

/** Club fields the admin's CSV adds (from `GET clubs`). */
export interface CsvClub {
  name: string;
  address: string | null;
  zip: string | null;
  city: string | null;
  bmdAccountNumber: string | null;
}

const csvCell = (value: string | number | null | undefined): string => {
  const raw = value === null || value === undefined ? '' : String(value);
  return /[";\r\n]/.test(raw) ? `"${raw.replace(/"/g, '""')}"` : raw;
};

/**
 * CSV of the selected competitions, semicolon-delimited (back-office.md section 9): club name,
 * street, zip, city, BMD customer number, competition name, type, view type, date and nomination
 * fee (German decimal comma).
 */
export const competitionsCsv = (
  rows: readonly Competition[],
  clubs: ReadonlyMap<number, CsvClub>,
  headers: readonly string[],
  viewTypeLabel: (viewType: ViewType) => string,
): string => {
  const lines = [headers.map(csvCell).join(';')];
  for (const row of rows) {
    const club = clubs.get(row.club.id);
    lines.push(
      [
        club?.name ?? row.club.name,
        club?.address,
        club?.zip,
        club?.city,
        club?.bmdAccountNumber,
        row.name,
        row.competitionType?.name,
        viewTypeLabel(row.viewType),
        formatUtcDate(row.competitionDate),
        row.nominationFee === null ? '' : row.nominationFee.toFixed(2).replace('.', ','),
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
};

/** competitions_2030-05-01_14-30.csv */
export const csvFileName = (kind: string, now: Date = new Date()): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${kind}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}_${pad(now.getHours())}-${pad(now.getMinutes())}.csv`;
};
