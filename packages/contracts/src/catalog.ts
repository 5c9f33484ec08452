/**
 * Shapes of the catalog's API (docs/catalog.md, docs/public-browsing.md) and
 * the constants the catalog and the web both use. Plain types and constant lists, free of zod:
 * the web imports the values from `@portal/contracts/catalog` without pulling the schemas into
 * its bundle. Field names are the spec's; instants and days are ISO strings, as the JSON carries
 * them. The catalog's zod schemas (request validation, OpenAPI) stay in the service.
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

// ---- competitions and events (back-office) -------------------------------------------------

export interface SquadStand {
  id: number;
  name: string;
  /** someone is registered on it: it cannot be removed */
  inUse: boolean;
}

export interface Squad {
  id: number;
  name: string;
  information: string;
  squadSize: number;
  maxWaitingListSize: number;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** HH:mm:ss */
  startTime: string | null;
  endTime: string | null;
  resultListLink: string | null;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
  requireCode: boolean;
  /**
   * the squad takes part in the competition's multiple waiting list (pseudo-squad 0); the catalog
   * always sends it, a body may leave it out (false)
   */
  multipleWaitingList?: boolean;
  stands: SquadStand[];
  /** confirmed and held places, as registration last published */
  subscriptionSize: number;
  waitingListSize: number;
  inUse: boolean;
}

/** A document of a competition (announcement, results, ...) with its upload type. */
export interface CompetitionUpload {
  id: number;
  type: { id: number; name: string; showName: boolean };
  document: StoredFile;
}

export interface CompetitionContact {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  telephone: string | null;
}

/**
 * A competition or event as the back-office reads it (`GET competitions|events/:id`, the lists)
 * and as `catalog.competition.upserted` carries it.
 */
export interface Competition {
  id: number;
  club: { id: number; name: string; hasBankInformation: boolean };
  event: boolean;
  name: string;
  eventType: string | null;
  /** events: an optional subtitle (1 to 255 characters), null on competitions (docs/events.md) */
  eventName: string | null;
  competitionTypeId: number;
  competitionType: { id: number; name: string; signupReservationTimeout: number; event: boolean };
  level: Named | null;
  information: string | null;
  nominationFee: number | null;
  clubWebsiteLink: string | null;
  contact: CompetitionContact;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  state: string | null;
  googleMapsLink: string | null;
  /** instants (ISO) */
  competitionDate: string;
  competitionEndDate: string | null;
  registration: boolean;
  registrationStart: string | null;
  registrationEnd: string | null;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  payOnTime: number;
  firstPaymentReminder: number | null;
  secondPaymentReminder: number | null;
  autoSubscriptionCancelation: boolean;
  viewType: ViewType;
  paid: boolean;
  paidAt: string | null;
  cancelled: boolean;
  cancelledAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  active: boolean;
  stages: number | null;
  minimumShots: number | null;
  multipleRegistrations: boolean;
  nationalCompetition: boolean;
  qualification: boolean;
  newCompetitionMailSent: boolean;
  division_ids: number[];
  competitionClass_ids: number[];
  factor_ids: number[];
  announcementLink: string | null;
  resultListLink: string | null;
  publicLink: string;
  orderItemCount: number;
  competitionUploads: CompetitionUpload[];
  notificationBlocks: NotificationBlock[];
  squads: Squad[];
  startingPlaces: number | null;
  waitingListPlaces: number | null;
  /** the portal's start fee: PAID once an admin marked the competition paid, else OPEN */
  feeStatus: 'PAID' | 'OPEN';
}

/** A squad of the competition body: `id` keeps an existing squad, none creates one. */
export interface SquadBody extends Omit<
  Squad,
  'id' | 'startDate' | 'startTime' | 'endTime' | 'stands' | 'subscriptionSize' | 'waitingListSize' | 'inUse'
> {
  id?: number;
  /** YYYY-MM-DD */
  startDate: string;
  /** HH:mm or HH:mm:ss */
  startTime: string;
  endTime: string;
  /** `id` keeps an existing stand, none creates one */
  stands: { id?: number; name: string }[];
}

/** Fields of a competition the catalog sets itself: a form may send them back, they are ignored. */
export type CompetitionReadOnlyField =
  | 'id'
  | 'event'
  | 'competitionType'
  | 'paid'
  | 'paidAt'
  | 'cancelled'
  | 'cancelledAt'
  | 'deletedAt'
  | 'createdAt'
  | 'newCompetitionMailSent'
  | 'publicLink'
  | 'orderItemCount'
  | 'feeStatus';

/**
 * Body of `POST competitions|events` and `PUT competitions|events/:id` as the web sends it: the
 * answer without its read-only fields, references by id. Instants are `YYYY-MM-DDTHH:mm:ss`, UTC
 * without an offset, or with one.
 */
export interface CompetitionBody extends Omit<
  Competition,
  | CompetitionReadOnlyField
  | 'club'
  | 'level'
  | 'contact'
  | 'country'
  | 'competitionUploads'
  | 'notificationBlocks'
  | 'squads'
> {
  club: { id: number } | null;
  level: { id: number } | null;
  contact: Omit<CompetitionContact, 'fullName'>;
  country: 'at' | 'de' | null;
  competitionUploads: { type: { id: number }; document: { id: number } }[];
  notificationBlocks: { type: { id: number }; text: string }[];
  squads: SquadBody[];
}

// ---- clubs ---------------------------------------------------------------------------------

export interface ClubContact {
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  telephone: string | null;
}

/** A club as the back-office reads it (`GET clubs`, `GET clubs/:id`). */
export interface Club {
  id: number;
  name: string;
  longName: string;
  shortName: string | null;
  address: string;
  zip: string;
  city: string;
  country: string;
  matchAddress: string | null;
  matchZip: string | null;
  matchCity: string | null;
  matchCountry: string | null;
  googleMapsLink: string | null;
  websiteLink: string | null;
  publicLinkId: string;
  logo: StoredFile | null;
  bankInformation: BankInformation | null;
  contact: ClubContact;
  paymentUntil: string | null;
  unlisted: boolean;
  active: boolean;
  bmdAccountNumber: string | null;
  invoiceName: string | null;
  invoiceMail: string | null;
  /** the club's own texts for its mails, ordered by type id */
  notificationBlocks: NotificationBlock[];
}

/**
 * What anybody may see of a club (`GET publicResources/clubs`, `getClubFromPublicId/{publicLinkId}`):
 * no payment state, invoice data or mail texts.
 */
export type PublicClub = Omit<
  Club,
  'paymentUntil' | 'bmdAccountNumber' | 'invoiceName' | 'invoiceMail' | 'notificationBlocks' | 'logo'
> & { logo: PublicFile | null };

// ---- adverts -------------------------------------------------------------------------------

/** An uploaded image of an advert; its bytes are at `GET /api/download/{publicId}`. */
export type AdvertisingImage = StoredFile;

/** An advert as the back-office reads it (`GET advertising`; dates ISO date-times in UTC). */
export interface Advertising {
  id: number;
  publicId: string;
  active: boolean;
  name: string;
  shortName: string | null;
  /** sanitized HTML */
  text: string | null;
  image: AdvertisingImage | null;
  detailImage: AdvertisingImage | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
  clicks: number;
  createdAt: string;
}

/** Body of `POST advertising` and `PUT advertising/:id`: exactly these fields (others are refused). */
export interface AdvertisingBody {
  active: boolean;
  name: string;
  shortName: string | null;
  /** HTML; the catalog sanitizes it when saving */
  text: string | null;
  image: { id: number } | null;
  detailImage: { id: number } | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
}

/**
 * An advert as guests get it (docs/public-browsing.md): no click count, no active
 * flag or period (only running adverts are shown anyway).
 */
export type PublicAdvert = Pick<
  Advertising,
  'id' | 'publicId' | 'name' | 'shortName' | 'text' | 'buttonText' | 'buttonLink' | 'detailView'
> & { image: PublicFile | null; detailImage: PublicFile | null };

// ---- public competition list and page ------------------------------------------------------

/** Places of a competition over its squads (docs/public-browsing.md). */
export interface Places {
  total: number;
  taken: number;
  free: number;
  waitingListTotal: number;
  waitingListFree: number;
}

/** `GET publicResources/competitions/archiveYears`: the years the results archive holds, newest first. */
export interface ArchiveYears {
  years: number[];
}

/** A document of a competition on the public pages. */
export interface PublicCompetitionUpload {
  type: CompetitionUpload['type'];
  document: PublicFile;
}

/** One row or card of the public competition list, the results archive and the dashboard. */
export interface PublicCompetition {
  id: number;
  name: string;
  publicLink: string;
  event: boolean;
  eventType: string | null;
  /** events: the subtitle shown under the name */
  eventName: string | null;
  active: boolean;
  cancelled: boolean;
  archived: boolean;
  competitionDate: string;
  competitionEndDate: string | null;
  registration: boolean;
  registrationStart: string | null;
  registrationEnd: string | null;
  /** registration on, not cancelled, and now within the window */
  registrationOpen: boolean;
  competitionTypeId: number;
  competitionTypeName: string;
  competitionTypeImage: string | null;
  levelId: number | null;
  levelName: string | null;
  stages: number | null;
  nominationFee: number | null;
  nationalCompetition: boolean;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  clubId: number;
  clubName: string;
  clubShortName: string | null;
  clubPublicLinkId: string;
  clubLogo: PublicFile | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  googleMapsLink: string | null;
  announcementLink: string | null;
  resultListLink: string | null;
  competitionUploads: PublicCompetitionUpload[];
  places: Places;
  /** logged-in non-guests: marked as favourite */
  favourite: boolean;
  /** registered by the user */
  registered: boolean;
  /** the user's own registration is paid (green icon) or not (red); false while not registered */
  registrationPaid: boolean;
  paid: boolean;
}

export interface PublicStand {
  id: number;
  name: string;
  free: boolean;
}

/** A stand in `publicResources/squadStands` (the sign-up dialog's stand picker). */
export interface PublicSquadStand {
  id: number;
  name: string;
  squadId: number;
  /** false while a registration or hold is on it */
  available: boolean;
}

/** A squad on the public competition page. */
export interface PublicSquad {
  id: number;
  name: string;
  information: string;
  squadSize: number;
  subscriptionSize: number;
  maxWaitingListSize: number;
  waitingListSize: number;
  free: number;
  waitingListFree: number;
  /** squadSize plus maxWaitingListSize is at most the member count */
  full: boolean;
  /** no place left, but the waiting list has room */
  waitingListOnly: boolean;
  requireCode: boolean;
  /** one registration may wait on this squad and others at once (pseudo-squad 0) */
  multipleWaitingList: boolean;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
  resultListLink: string | null;
  stands: PublicStand[];
  divisions: Named[];
  competitionClasses: Named[];
  factors: Named[];
}

/** The public competition page (`getCompetitionFromPublicId/{publicLink}`). */
export interface PublicCompetitionDetail extends PublicCompetition {
  information: string | null;
  clubWebsiteLink: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactTelephone: string | null;
  minimumShots: number | null;
  multipleRegistrations: boolean;
  signupReservationTimeout: number;
  club: {
    id: number;
    name: string;
    longName: string;
    publicLinkId: string;
    bankInformation: BankInformation | null;
  };
  division: Named[];
  competitionClass: Named[];
  factor: Named[];
  squads: PublicSquad[];
}
