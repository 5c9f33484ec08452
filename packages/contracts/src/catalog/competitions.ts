/** Competitions and events as the back-office reads and writes them (docs/catalog.md, docs/events.md). */
import type { Named, NotificationBlock, StoredFile, ViewType } from './common';

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
  /** fair opening (docs/fair-opening.md): a pre-queue from `fairOpeningLeadMinutes` before the start */
  fairOpening: boolean;
  fairOpeningLeadMinutes: number;
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
