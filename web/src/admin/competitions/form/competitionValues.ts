import { splitDateTime, toFormDateTime, toFormTime } from '../competitionDates';
import type { Competition, ViewType } from '../competitionModel';
import type { CompetitionKind } from '../competitionPaths';
import {
  PAY_ON_TIME_DEFAULT,
  type CompetitionValues,
  type Country,
  type SquadValues,
  type StandValues,
} from './competitionFields';

let keyCounter = 0;
/** A fresh React key for a new squad or stand row. */
export const newKey = (prefix: string): string => {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
};

export const emptyStand = (): StandValues => ({ key: newKey('stand'), id: null, name: '', inUse: false });

/** A new squad; its date is the competition's day when that is known. */
export const emptySquad = (competitionDate = ''): SquadValues => ({
  key: newKey('squad'),
  id: null,
  inUse: false,
  name: '',
  information: '',
  squadSize: '',
  maxWaitingListSize: '0',
  startDate: splitDateTime(competitionDate).date,
  startTime: '',
  endTime: '',
  resultListLink: '',
  divisionIds: [],
  competitionClassIds: [],
  factorIds: [],
  requireCode: false,
  multipleWaitingList: false,
  stands: [],
});

/** What the create form starts with (copied from the club admin's identity and club). */
export interface CompetitionPrefill {
  club?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  telephone?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  googleMapsLink?: string | null;
  clubWebsiteLink?: string | null;
}

const text = (value: string | null | undefined): string => value ?? '';
const countryOf = (value: string | null | undefined): Country | '' =>
  value === 'at' || value === 'de' ? value : '';
const count = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
/** 12.5 → "12,50" */
export const formatEuro = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');

/** Default viewType: UNLISTED for competitions, ALL for events (docs/catalog.md). */
export const defaultViewType = (kind: CompetitionKind): ViewType => (kind === 'events' ? 'ALL' : 'UNLISTED');

export const emptyCompetitionValues = (
  kind: CompetitionKind,
  prefill: CompetitionPrefill = {},
): CompetitionValues => ({
  club: prefill.club ?? null,
  name: '',
  eventType: '',
  eventName: '',
  competitionTypeId: null,
  level: null,
  division_ids: [],
  competitionClass_ids: [],
  factor_ids: [],
  stages: '',
  minimumShots: '',
  nominationFee: '',
  viewType: defaultViewType(kind),
  active: true,
  multipleRegistrations: false,
  fairOpening: false,
  fairOpeningLeadMinutes: '15',
  nationalCompetition: false,
  qualification: false,
  startingPlaces: '',
  waitingListPlaces: kind === 'events' ? '0' : '',
  'contact.firstName': text(prefill.firstName),
  'contact.lastName': text(prefill.lastName),
  'contact.email': text(prefill.email),
  'contact.telephone': text(prefill.telephone),
  address: text(prefill.address),
  zip: text(prefill.zip),
  city: text(prefill.city),
  country: countryOf(prefill.country) || 'at',
  state: '',
  googleMapsLink: text(prefill.googleMapsLink),
  clubWebsiteLink: text(prefill.clubWebsiteLink),
  competitionDate: '',
  competitionEndDate: '',
  registration: true,
  registrationStart: '',
  registrationEnd: '',
  payOnTime: String(PAY_ON_TIME_DEFAULT),
  payOnSite: false,
  paymentViaDeposit: false,
  paymentWithWirecard: false,
  firstPaymentReminder: '',
  secondPaymentReminder: '',
  autoSubscriptionCancelation: false,
  information: '',
  notificationBlocks: [],
  squads: [],
  announcementLink: '',
  resultListLink: '',
  competitionUploads: [],
});

/** The form's values of a stored competition (edit). */
export const competitionValues = (record: Competition): CompetitionValues => ({
  club: record.club?.id ?? null,
  name: record.name,
  eventType: text(record.eventType),
  eventName: text(record.eventName),
  competitionTypeId: record.competitionTypeId ?? null,
  level: record.level?.id ?? null,
  division_ids: [...(record.division_ids ?? [])],
  competitionClass_ids: [...(record.competitionClass_ids ?? [])],
  factor_ids: [...(record.factor_ids ?? [])],
  stages: count(record.stages),
  minimumShots: count(record.minimumShots),
  nominationFee: formatEuro(record.nominationFee),
  viewType: record.viewType,
  active: record.active,
  multipleRegistrations: record.multipleRegistrations,
  fairOpening: record.fairOpening ?? false,
  fairOpeningLeadMinutes: String(record.fairOpeningLeadMinutes ?? 15),
  nationalCompetition: record.nationalCompetition,
  qualification: record.qualification,
  startingPlaces: count(record.startingPlaces),
  waitingListPlaces: count(record.waitingListPlaces),
  'contact.firstName': text(record.contact?.firstName),
  'contact.lastName': text(record.contact?.lastName),
  'contact.email': text(record.contact?.email),
  'contact.telephone': text(record.contact?.telephone),
  address: text(record.address),
  zip: text(record.zip),
  city: text(record.city),
  country: countryOf(record.country),
  state: text(record.state),
  googleMapsLink: text(record.googleMapsLink),
  clubWebsiteLink: text(record.clubWebsiteLink),
  competitionDate: toFormDateTime(record.competitionDate),
  competitionEndDate: toFormDateTime(record.competitionEndDate),
  registration: record.registration,
  registrationStart: toFormDateTime(record.registrationStart),
  registrationEnd: toFormDateTime(record.registrationEnd),
  payOnTime: String(record.payOnTime ?? PAY_ON_TIME_DEFAULT),
  payOnSite: record.payOnSite,
  paymentViaDeposit: record.paymentViaDeposit,
  paymentWithWirecard: record.paymentWithWirecard,
  firstPaymentReminder: count(record.firstPaymentReminder),
  secondPaymentReminder: count(record.secondPaymentReminder),
  autoSubscriptionCancelation: record.autoSubscriptionCancelation,
  information: text(record.information),
  notificationBlocks: (record.notificationBlocks ?? []).map((block) => ({
    type: { id: block.type.id, name: block.type.name },
    text: block.text,
  })),
  squads: (record.squads ?? []).map((squad) => ({
    key: newKey('squad'),
    id: squad.id,
    inUse: squad.inUse,
    name: squad.name,
    information: squad.information,
    squadSize: String(squad.squadSize),
    maxWaitingListSize: String(squad.maxWaitingListSize),
    startDate: text(squad.startDate),
    startTime: toFormTime(squad.startTime),
    endTime: toFormTime(squad.endTime),
    resultListLink: text(squad.resultListLink),
    divisionIds: [...squad.divisionIds],
    competitionClassIds: [...squad.competitionClassIds],
    factorIds: [...squad.factorIds],
    requireCode: squad.requireCode,
    multipleWaitingList: squad.multipleWaitingList ?? false,
    stands: squad.stands.map((stand) => ({
      key: newKey('stand'),
      id: stand.id,
      name: stand.name,
      inUse: stand.inUse,
    })),
  })),
  announcementLink: text(record.announcementLink),
  resultListLink: text(record.resultListLink),
  competitionUploads: (record.competitionUploads ?? []).map((upload) => ({
    type: { ...upload.type },
    document: { ...upload.document },
  })),
});

/**
 * A copy (`competitions/copy/:id`): the same values without ids, squads and stands as new ones,
 * the uploads kept, and the view type UNLISTED (docs/catalog.md).
 */
export const copyValues = (record: Competition): CompetitionValues => {
  const values = competitionValues(record);
  return {
    ...values,
    viewType: 'UNLISTED',
    squads: values.squads.map((squad) => ({
      ...squad,
      id: null,
      inUse: false,
      stands: squad.stands.map((stand) => ({ ...stand, id: null, inUse: false })),
    })),
  };
};
