import type { VIEW_TYPES } from '../../db/schema';

export type ViewType = (typeof VIEW_TYPES)[number];
type Ref = { id: number };

/** A squad of a validated competition body; `id` null creates it. */
export interface SquadInput {
  id: number | null;
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
  stands: { id: number | null; name: string }[];
}

/** A validated competition or event body (field rules passed; empty texts are null). */
export interface CompetitionInput {
  club: Ref | null;
  name: string;
  eventType: string | null;
  competitionTypeId: number;
  level: Ref | null;
  information?: string | null;
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
  competitionDate: Date;
  competitionEndDate: Date | null;
  registration: boolean;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  payOnTime: number;
  firstPaymentReminder: number | null;
  secondPaymentReminder: number | null;
  autoSubscriptionCancelation: boolean;
  viewType?: ViewType;
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
  competitionUploads: { type: Ref; document: Ref }[];
  notificationBlocks: { type: Ref; text: string }[];
  squads: SquadInput[];
  startingPlaces: number | null;
  waitingListPlaces: number | null;
}

export interface Squad {
  id: number;
  name: string;
  information: string;
  squadSize: number;
  maxWaitingListSize: number;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
  resultListLink: string | null;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
  requireCode: boolean;
  stands: { id: number; name: string; inUse: boolean }[];
  subscriptionSize: number;
  waitingListSize: number;
  inUse: boolean;
}

/** A competition or event as the back-office reads it and as `catalog.competition.upserted` carries it. */
export interface Competition {
  id: number;
  club: { id: number; name: string; hasBankInformation: boolean };
  event: boolean;
  name: string;
  eventType: string | null;
  competitionTypeId: number;
  competitionType: { id: number; name: string; signupReservationTimeout: number; event: boolean };
  level: { id: number; name: string } | null;
  information: string | null;
  nominationFee: number | null;
  clubWebsiteLink: string | null;
  contact: {
    firstName: string | null;
    lastName: string | null;
    fullName: string | null;
    email: string | null;
    telephone: string | null;
  };
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  state: string | null;
  googleMapsLink: string | null;
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
  competitionUploads: {
    id: number;
    type: { id: number; name: string; showName: boolean };
    document: { id: number; fileName: string };
  }[];
  notificationBlocks: { type: { id: number; name: string }; text: string }[];
  squads: Squad[];
  startingPlaces: number | null;
  waitingListPlaces: number | null;
  feeStatus: 'PAID' | 'OPEN';
}
