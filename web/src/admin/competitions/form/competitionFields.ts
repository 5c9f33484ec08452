/**
 * The competition form's values, their field names and limits. Error keys are the API's field
 * paths, so the names here are the ones the server answers with.
 */
import type { CompetitionUpload, NotificationBlockValue, ViewType } from '../competitionModel';

export const COUNTRIES = ['at', 'de'] as const;
export type Country = (typeof COUNTRIES)[number];
/** payOnTime default and minimum (days to pay after signing up, docs/catalog.md). */
export const PAY_ON_TIME_DEFAULT = 9;
export const PAY_ON_TIME_MIN = 9;
export const LINK_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 255;
export const SQUAD_INFORMATION_MAX_LENGTH = 5000;
/** Documents: one file, at most 20,000,000 bytes (docs/catalog.md). */
export const DOCUMENT_MAX_BYTES = 20_000_000;

export interface StandValues {
  /** React key of the row */
  key: string;
  id: number | null;
  name: string;
  inUse: boolean;
}

export interface SquadValues {
  key: string;
  id: number | null;
  inUse: boolean;
  name: string;
  information: string;
  squadSize: string;
  maxWaitingListSize: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  resultListLink: string;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
  requireCode: boolean;
  /** one registration may wait on this squad and the other flagged ones at once */
  multipleWaitingList: boolean;
  stands: StandValues[];
}

/** The form's values; error keys are the API's field paths (`contact.email`, `squads.0.stands`). */
export interface CompetitionValues {
  club: number | null;
  name: string;
  eventType: string;
  /** events: the subtitle shown under the name (docs/events.md) */
  eventName: string;
  competitionTypeId: number | null;
  level: number | null;
  division_ids: number[];
  competitionClass_ids: number[];
  factor_ids: number[];
  stages: string;
  minimumShots: string;
  /** euro, comma or point as decimal separator */
  nominationFee: string;
  viewType: ViewType;
  active: boolean;
  multipleRegistrations: boolean;
  nationalCompetition: boolean;
  qualification: boolean;
  startingPlaces: string;
  waitingListPlaces: string;
  'contact.firstName': string;
  'contact.lastName': string;
  'contact.email': string;
  'contact.telephone': string;
  address: string;
  zip: string;
  city: string;
  country: Country | '';
  state: string;
  googleMapsLink: string;
  clubWebsiteLink: string;
  /** `YYYY-MM-DDTHH:mm` in Vienna local time */
  competitionDate: string;
  competitionEndDate: string;
  registration: boolean;
  registrationStart: string;
  registrationEnd: string;
  /** fair opening (docs/fair-opening.md): the pre-queue's lead time in minutes, as typed */
  fairOpening: boolean;
  fairOpeningLeadMinutes: string;
  payOnTime: string;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  firstPaymentReminder: string;
  secondPaymentReminder: string;
  autoSubscriptionCancelation: boolean;
  information: string;
  notificationBlocks: NotificationBlockValue[];
  squads: SquadValues[];
  announcementLink: string;
  resultListLink: string;
  competitionUploads: CompetitionUpload[];
}

export type CompetitionField = keyof CompetitionValues;
export const COMPETITION_FIELDS = [
  'club',
  'name',
  'eventType',
  'eventName',
  'competitionTypeId',
  'level',
  'division_ids',
  'competitionClass_ids',
  'factor_ids',
  'stages',
  'minimumShots',
  'nominationFee',
  'viewType',
  'active',
  'multipleRegistrations',
  'nationalCompetition',
  'qualification',
  'startingPlaces',
  'waitingListPlaces',
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.telephone',
  'address',
  'zip',
  'city',
  'country',
  'state',
  'googleMapsLink',
  'clubWebsiteLink',
  'competitionDate',
  'competitionEndDate',
  'registration',
  'registrationStart',
  'registrationEnd',
  'fairOpening',
  'fairOpeningLeadMinutes',
  'payOnTime',
  'payOnSite',
  'paymentViaDeposit',
  'paymentWithWirecard',
  'firstPaymentReminder',
  'secondPaymentReminder',
  'autoSubscriptionCancelation',
  'information',
  'notificationBlocks',
  'squads',
  'announcementLink',
  'resultListLink',
  'competitionUploads',
] as const satisfies readonly CompetitionField[];

export const SQUAD_FIELDS = [
  'name',
  'information',
  'squadSize',
  'maxWaitingListSize',
  'startDate',
  'startTime',
  'endTime',
  'resultListLink',
  'divisionIds',
  'competitionClassIds',
  'factorIds',
  'requireCode',
  'multipleWaitingList',
  'stands',
] as const satisfies readonly (keyof SquadValues)[];
export type SquadField = (typeof SQUAD_FIELDS)[number];

/** The server's field of PAYMENTMETHOD_REQUIRED: none of the payment checkboxes is set. */
export const PAYMENT_METHOD = 'paymentMethod';
