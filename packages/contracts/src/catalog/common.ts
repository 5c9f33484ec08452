/**
 * The catalog's constants and the small parts its answers share (docs/catalog.md). Zod-free, like
 * every file of the catalog's contracts: the web imports the values without the schemas.
 */

// ---- constants -----------------------------------------------------------------------------

/** Who sees a competition: everybody, members only, guests only, or only with its link. */
export const VIEW_TYPES = ['ALL', 'INTERNAL', 'EXTERNAL', 'UNLISTED'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** Sort fields of the back-office lists `GET competitions` and `GET events`. */
export const COMPETITION_SORT_FIELDS = [
  'id',
  'name',
  'competitionDate',
  'registrationStart',
  'registrationEnd',
  'createdAt',
  'clubName',
  'viewType',
  'paid',
  'cancelled',
] as const;
export type CompetitionSortField = (typeof COMPETITION_SORT_FIELDS)[number];

/** Sort fields of the public list `GET publicResources/competitions`. */
export const PUBLIC_COMPETITION_SORT_FIELDS = [
  'competitionDate',
  'name',
  'clubName',
  'city',
  'state',
  'registrationStart',
  'levelName',
  'competitionTypeName',
] as const;
export type PublicCompetitionSortField = (typeof PUBLIC_COMPETITION_SORT_FIELDS)[number];

/** The public list filter's match-type entry for every event (training, safety approval, course). */
export const EVENTS_TYPE = 'EVENTS';
/** A value of the public list filter's `type`: a competition type id or {@link EVENTS_TYPE}. */
export type PublicTypeFilter = number | typeof EVENTS_TYPE;

// ---- text limits ---------------------------------------------------------------------------

/**
 * Longest texts the catalog accepts (issue 9: unbounded texts are refused, never stored). Names,
 * addresses and other short fields: 255 (400 `FIELD_MAXLENGTH_255`); links 2,000; longer texts
 * 400 `FIELD_INVALID`. Rich texts count after sanitizing (what is stored and shown); the HTML as
 * sent may be {@link RICH_TEXT_RAW_FACTOR} times longer (editor markup that sanitizing drops).
 */
export const TEXT_LIMITS = {
  short: 255,
  link: 2000,
  squadInformation: 5000,
  maintenanceMessage: 2000,
  advertisingText: 20_000,
  notificationBlockText: 20_000,
  competitionInformation: 50_000,
} as const;
export const RICH_TEXT_RAW_FACTOR = 5;

// ---- small parts ---------------------------------------------------------------------------

export interface Named {
  id: number;
  name: string;
}

/**
 * An uploaded file as public answers refer to it (logos, advert images, competition documents):
 * only by its random `publicId` (`GET download/{publicId}`, `POST download {publicId}`), never by
 * the sequential id, so uploads cannot be walked through.
 */
export interface PublicFile {
  publicId: string;
  fileName: string;
}

/** An uploaded file as back-office answers refer to it: the forms send the `id` back. */
export interface StoredFile extends PublicFile {
  id: number;
}

/** The answer of `POST upload?kind=logo|document`: the file, not attached anywhere yet. */
export interface UploadedFile extends StoredFile {
  key: string;
  contentType: string;
  size: number;
}

export interface BankInformation {
  name: string | null;
  bic: string | null;
  iban: string | null;
}

/** A kind of mail a club or competition can add its own text to (fixed rows, `GET notificationTypes`). */
export type NotificationType = Named;

/** An owner's own rich text (sanitized HTML) for the mails of one notification type. */
export interface NotificationBlock {
  type: NotificationType;
  text: string;
}

// ---- rules ---------------------------------------------------------------------------------

/**
 * A period of ISO instants whose end is not after its start: maintenance windows and adverts
 * refuse it (400 `FIELD_INVALID` at `toDate`), their forms before sending. A date that is no
 * instant is its own field's error, not this one.
 */
export const periodReversed = (fromDate: string, toDate: string): boolean => {
  const from = Date.parse(fromDate);
  const to = Date.parse(toDate);
  return !Number.isNaN(from) && !Number.isNaN(to) && to <= from;
};
