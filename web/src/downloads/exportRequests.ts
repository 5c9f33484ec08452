import type { FileRequest, QueryValue } from './fileDownload';
import { formatViennaTime, viennaDay } from '@portal/contracts/vienna-time';

/**
 * Every export call of the web app (docs/exports.md), in one place so that the paths and
 * parameters match the export service.
 * The service names the file (date and time) in Content-Disposition; the fallback names are only
 * used when an answer comes without one.
 */

/** `YYYY-MM-DD_HH-mm` of now in Vienna, for fallback names. */
const stamp = (now = new Date()): string => `${viennaDay(now)}_${formatViennaTime(now).replace(':', '-')}`;

const xlsx = (name: string) => `${name}_${stamp()}.xlsx`;
const csv = (name: string) => `${name}_${stamp()}.csv`;

/** Filter of the adminCompetitions export (the exports page's competitions type). */
export interface AdminCompetitionsFilter {
  clubs: readonly number[];
  from: string | null;
  to: string | null;
  exportSquads: boolean;
  exportOrderItems: boolean;
  division: number | null;
  competitionClass: number | null;
  factor: number | null;
}

type Params = NonNullable<FileRequest['params']>;

/** Only the set values travel (the service's queries are strict): no null, '' or empty list. */
const compact = (params: Record<string, QueryValue>): Params =>
  Object.fromEntries(
    Object.entries(params).filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );

/** The public lists' filter (`publicResources/competitions`), as the export service's flat query. */
export interface PublicListFilter {
  club?: readonly number[];
  type?: readonly (number | string)[];
  level?: readonly number[];
  province?: readonly string[];
  year?: number;
  month?: number;
  country?: string;
  zip?: string;
  archive?: boolean;
}

/** The order-item list's filters the export takes. */
export type OrderItemsExportFilter = {
  competitionId?: number | null;
  paid?: boolean | null;
  cancelled?: boolean | null;
  waitingList?: boolean | null;
};

/**
 * Every call is `GET /api/exports/{name}` with the flattened query of the export service
 * (`services/export/src/domain/exports/types.ts`); a list repeats its parameter.
 */
export const EXPORT_REQUESTS = {
  /** Every active registration in scope; the event list sends `event` and its selection's ids. */
  allCompetitors: (filter: { event?: boolean; competitionIds?: readonly number[] } = {}): FileRequest => ({
    path: 'exports/allCompetitors',
    params: compact(filter),
    fallbackName: xlsx('alle-teilnehmer'),
  }),
  practiScore: (competitionId: number): FileRequest => ({
    path: 'exports/practiScore',
    params: { competitionId },
    fallbackName: csv('practiscore'),
  }),
  practiScoreStand: (competitionId: number): FileRequest => ({
    path: 'exports/practiScoreStand',
    params: { competitionId },
    fallbackName: csv('practiscore-staende'),
  }),
  /** The back-office competition list's bulk CSV of the selected competitions. */
  competitionsCsv: (ids: readonly number[]): FileRequest => ({
    path: 'exports/competitionsCsv',
    params: { ids },
    fallbackName: csv('bewerbe'),
  }),
  allUsers: (): FileRequest => ({ path: 'exports/allUsers', fallbackName: xlsx('benutzer') }),
  advertisements: (from: string, to: string): FileRequest => ({
    path: 'exports/advertisements',
    params: { from, to },
    fallbackName: xlsx('werbungen'),
  }),
  /** The spec sends the clubs as data: POST `{ clubs }`, the rest of the filter in the query. */
  adminCompetitions: ({
    clubs,
    exportSquads,
    exportOrderItems,
    ...filter
  }: AdminCompetitionsFilter): FileRequest => ({
    path: 'exports/adminCompetitions',
    method: 'POST',
    params: compact({
      ...filter,
      exportSquads: exportSquads || null,
      exportOrderItems: exportOrderItems || null,
    }),
    body: { clubs },
    fallbackName: xlsx('bewerbe'),
  }),
  /** The public upcoming list's download for logged-in users, with the list's filter. */
  competitions: ({ club, type, level, province }: PublicListFilter): FileRequest => ({
    path: 'exports/competitions',
    params: compact({ club, type, level, state: province }),
    fallbackName: xlsx('bewerbe'),
  }),
  /** The results archive's download, with its filter. */
  results: ({ year, month, country, zip, club, type, level }: PublicListFilter): FileRequest => ({
    path: 'exports/results',
    params: compact({ year, month, country, zip, club, type, level }),
    fallbackName: xlsx('ergebnisse'),
  }),
  /** The participant list of a competition flagged paid ('teilnehmerliste'). */
  competitors: (competitionId: number): FileRequest => ({
    path: 'exports/competitors',
    params: { competitionId },
    fallbackName: xlsx('teilnehmerliste'),
  }),
  /** The reservation codes list with its filters. */
  reservationCodes: (filter: { competitionId: number | null; used: boolean | null }): FileRequest => ({
    // the spec's spelling of the path
    path: 'exports/reservstionCodes',
    params: compact(filter),
    fallbackName: xlsx('reservierungscodes'),
  }),
  /** The back-office order-item list with its filters. */
  orderItems: (filter: OrderItemsExportFilter): FileRequest => ({
    path: 'exports/orderItems',
    params: compact(filter),
    fallbackName: xlsx('anmeldungen'),
  }),
  /** The shooter's participated competitions ('absolvierte-bewerbe'). */
  userBookedArchivedCompetitions: (): FileRequest => ({
    path: 'exports/userBookedArchivedCompetitions',
    fallbackName: xlsx('absolvierte-bewerbe'),
  }),
} as const;
