/**
 * A competition or event as the catalog's back-office API reads and writes it
 * (services/catalog/src/http/competition-schemas.ts; back-office.md section 3, field names as there).
 */
export const VIEW_TYPES = ['ALL', 'INTERNAL', 'EXTERNAL', 'UNLISTED'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

export interface Named {
  id: number;
  name: string;
}

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
  stands: SquadStand[];
  /** confirmed and held places */
  subscriptionSize: number;
  waitingListSize: number;
  inUse: boolean;
}

export interface CompetitionUpload {
  id?: number;
  type: { id: number; name: string; showName?: boolean };
  document: { id: number; fileName: string };
}

export interface NotificationBlockValue {
  type: { id: number; name?: string };
  text: string;
}

export interface CompetitionContact {
  firstName: string | null;
  lastName: string | null;
  fullName?: string | null;
  email: string | null;
  telephone: string | null;
}

export interface Competition {
  id: number;
  club: { id: number; name: string; hasBankInformation: boolean };
  event: boolean;
  name: string;
  eventType: string | null;
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
  notificationBlocks: NotificationBlockValue[];
  squads: Squad[];
  startingPlaces: number | null;
  waitingListPlaces: number | null;
  feeStatus: 'PAID' | 'OPEN';
}

/** A squad of the request body: `id` keeps an existing squad, none creates one. */
export interface SquadBody {
  id?: number;
  name: string;
  information: string;
  squadSize: number;
  maxWaitingListSize: number;
  startDate: string;
  startTime: string;
  endTime: string;
  resultListLink: string | null;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
  requireCode: boolean;
  stands: { id?: number; name: string }[];
}

/** Body of `POST competitions|events` and `PUT competitions|events/:id` (`competitionBody`). */
export interface CompetitionBody {
  club: { id: number } | null;
  name: string;
  eventType: string | null;
  competitionTypeId: number;
  level: { id: number } | null;
  information: string | null;
  nominationFee: number | null;
  clubWebsiteLink: string | null;
  contact: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    telephone: string | null;
  };
  address: string | null;
  city: string | null;
  zip: string | null;
  country: 'at' | 'de' | null;
  state: string | null;
  googleMapsLink: string | null;
  /** `YYYY-MM-DDTHH:mm:ss`, UTC (the form works in UTC) */
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
  active: boolean;
  stages: number | null;
  minimumShots: number | null;
  multipleRegistrations: boolean;
  nationalCompetition: boolean;
  qualification: boolean;
  division_ids: number[];
  competitionClass_ids: number[];
  factor_ids: number[];
  announcementLink: string | null;
  resultListLink: string | null;
  competitionUploads: { type: { id: number }; document: { id: number } }[];
  notificationBlocks: { type: { id: number }; text: string }[];
  squads: SquadBody[];
  startingPlaces: number | null;
  waitingListPlaces: number | null;
}

/** A competition type as `GET competitionTypes` lists it. */
export interface CompetitionTypeOption extends Named {
  event: boolean;
}

/** A document upload type (`GET uploadTypes`). */
export interface UploadTypeOption extends Named {
  showName: boolean;
  sortingOrder: number;
}

/** The answer of `POST upload?kind=document`. */
export interface UploadedDocument {
  id: number;
  key: string;
  fileName: string;
}
