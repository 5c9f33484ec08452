import type { Permission } from '@portal/contracts';
import { hasAny } from '../access';
import { fieldErrorsByPath, type FieldErrors } from '../common/fieldErrors';
import {
  dateTimeState,
  daysBetween,
  instantOf,
  normalizeTime,
  shiftDate,
  shiftDateTime,
  splitDateTime,
  toApiDateTime,
  toFormDateTime,
  toFormTime,
  DATE_PATTERN,
} from './competitionDates';
import { startOfViennaDay, viennaDay } from '@portal/contracts/vienna-time';
import type {
  Competition,
  CompetitionBody,
  CompetitionUpload,
  NotificationBlockValue,
  SquadBody,
  ViewType,
} from './competitionModel';
import type { CompetitionKind } from './competitionPaths';

/** Tabs of the form in order; events have no squads tab (back-office.md section 2). */
export const COMPETITION_TABS = [
  'competition',
  'contact',
  'address',
  'dates',
  'additional',
  'squads',
  'uploads',
] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];

export const tabsOf = (kind: CompetitionKind): CompetitionTab[] =>
  COMPETITION_TABS.filter((tab) => tab !== 'squads' || kind === 'competitions');

export const COUNTRIES = ['at', 'de'] as const;
export type Country = (typeof COUNTRIES)[number];
/** payOnTime default and minimum (days to pay after signing up, back-office.md section 9). */
export const PAY_ON_TIME_DEFAULT = 9;
export const PAY_ON_TIME_MIN = 9;
export const LINK_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 255;
export const SQUAD_INFORMATION_MAX_LENGTH = 5000;
/** Documents: one file, at most 20,000,000 bytes (back-office.md section 9). */
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

const TAB_OF_FIELD: Partial<Record<CompetitionField, CompetitionTab>> = {
  address: 'address',
  zip: 'address',
  city: 'address',
  country: 'address',
  state: 'address',
  googleMapsLink: 'address',
  clubWebsiteLink: 'address',
  competitionDate: 'dates',
  competitionEndDate: 'dates',
  registration: 'dates',
  registrationStart: 'dates',
  registrationEnd: 'dates',
  payOnTime: 'dates',
  payOnSite: 'dates',
  paymentViaDeposit: 'dates',
  paymentWithWirecard: 'dates',
  firstPaymentReminder: 'dates',
  secondPaymentReminder: 'dates',
  autoSubscriptionCancelation: 'dates',
  information: 'additional',
  notificationBlocks: 'additional',
  squads: 'squads',
  announcementLink: 'uploads',
  resultListLink: 'uploads',
  competitionUploads: 'uploads',
};

/** The tab that shows an error path (`contact.email` → contact, `squads.1.stands.0.name` → squads). */
export const tabOfPath = (path: string): CompetitionTab => {
  if (path.startsWith('contact.')) return 'contact';
  if (path === PAYMENT_METHOD) return 'dates';
  if (path === 'squads' || path.startsWith('squads.')) return 'squads';
  return TAB_OF_FIELD[path as CompetitionField] ?? 'competition';
};

/** Tabs holding at least one error. */
export const tabsWithErrors = (errors: FieldErrors): Set<CompetitionTab> =>
  new Set(
    Object.entries(errors)
      .filter(([, key]) => Boolean(key))
      .map(([path]) => tabOfPath(path)),
  );

/** The first tab with an error, in the order the form shows them. */
export const firstErrorTab = (errors: FieldErrors, kind: CompetitionKind): CompetitionTab | null => {
  const marked = tabsWithErrors(errors);
  return tabsOf(kind).find((tab) => marked.has(tab)) ?? null;
};

/** Who fills the form (back-office.md section 6). */
export interface CompetitionAccess {
  /** IS_ADMIN: paid toggles, bulk paid, CSV export, club column and filter, viewType filter */
  admin: boolean;
  /** a club admin (and not an admin): fixed to the own club, stricter required fields */
  clubAdmin: boolean;
  /** the other privileged role (portal admin): paid filter, details icon */
  portalAdmin: boolean;
}

export const competitionAccess = (permissions: readonly Permission[]): CompetitionAccess => {
  const admin = hasAny(permissions, ['IS_ADMIN']);
  const clubAdmin = !admin && hasAny(permissions, ['IS_CLUB_ADMIN']);
  return { admin, clubAdmin, portalAdmin: !admin && !clubAdmin && hasAny(permissions, ['IS_PORTAL_ADMIN']) };
};

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

/** Default viewType: UNLISTED for competitions, ALL for events (back-office.md section 9). */
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
 * the uploads kept, and the view type UNLISTED (back-office.md section 2).
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

/**
 * Moves the dependent dates by the days the competition date moved (the NEIN / JA question):
 * end date, registration start and end, and each squad's start date.
 */
export const shiftDependentDates = (values: CompetitionValues, days: number): CompetitionValues => ({
  ...values,
  competitionEndDate: shiftDateTime(values.competitionEndDate, days),
  registrationStart: shiftDateTime(values.registrationStart, days),
  registrationEnd: shiftDateTime(values.registrationEnd, days),
  squads: values.squads.map((squad) => ({ ...squad, startDate: shiftDate(squad.startDate, days) })),
});

/** Days between the old and the new competition day; null when there is nothing to ask. */
export const dateShiftDays = (previous: string, next: string): number | null => {
  const days = daysBetween(splitDateTime(previous).date, splitDateTime(next).date);
  return days === null || days === 0 ? null : days;
};

/** Whether the dependent dates hold anything to move. */
export const hasDependentDates = (values: CompetitionValues): boolean =>
  Boolean(
    splitDateTime(values.competitionEndDate).date ||
    splitDateTime(values.registrationStart).date ||
    splitDateTime(values.registrationEnd).date ||
    values.squads.some((squad) => squad.startDate),
  );

// ---- parsing and validation --------------------------------------------------------------

const INTEGER = /^-?\d+$/;
const MAX_COUNT = 100_000;

/** '' → null; a whole number ≥ 0 → it; else the message key. */
export const parseCount = (raw: string): number | null | { error: string } => {
  const clean = raw.trim();
  if (clean === '') return null;
  if (!INTEGER.test(clean)) return { error: 'FIELD_INVALID' };
  const value = Number(clean);
  if (value < 0) return { error: 'FIELD_MIN_0' };
  if (value > MAX_COUNT) return { error: 'FIELD_INVALID' };
  return value;
};

const EURO = /^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$|^-?\d+([.,]\d{1,2})?$/;

/** "30", "30,5", "1.234,50", "12.50 €" → euro amount; '' → null; else the message key. */
export const parseEuro = (raw: string): number | null | { error: string } => {
  const clean = raw.replace(/€|\s/g, '');
  if (clean === '') return null;
  if (!EURO.test(clean)) return { error: 'FIELD_INVALID' };
  // "1.234,50" and "12,5" use German separators; "12.50" the point
  const german = clean.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(clean);
  const normalized = german ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { error: 'FIELD_INVALID' };
  if (value < 0) return { error: 'FIELD_MIN_0' };
  if (value > MAX_COUNT) return { error: 'FIELD_INVALID' };
  return Math.round(value * 100) / 100;
};

const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;

/** The server's field of PAYMENTMETHOD_REQUIRED: none of the payment checkboxes is set. */
export const PAYMENT_METHOD = 'paymentMethod';
export const SQUAD_STAND_SIZE_NOT_MATCH = 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK_PATTERN = /^https?:\/\/\S+$/i;

export interface ValidationContext {
  kind: CompetitionKind;
  access: CompetitionAccess;
  /** the stored values of an edited competition: dates left unchanged are not checked against today */
  stored: CompetitionValues | null;
  now?: number;
}

/**
 * Client rules of back-office.md section 5, keyed by the API's field paths. The server checks
 * them again; its answers are shown at the same fields.
 */
export const validateCompetition = (values: CompetitionValues, context: ValidationContext) => {
  const { kind, access, stored } = context;
  const now = context.now ?? Date.now();
  const errors: FieldErrors = {};
  const put = (path: string, key: string) => {
    if (!errors[path]) errors[path] = key;
  };
  const required = (path: CompetitionField, value: string | number | null | readonly unknown[]) => {
    const empty =
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && !value.length);
    if (empty) put(path, 'FIELD_IS_REQUIRED');
  };
  const strict = access.clubAdmin;
  const events = kind === 'events';

  if (!access.clubAdmin) required('club', values.club);
  required('name', values.name);
  if (values.name.trim() && values.name.trim().length < 2) put('name', 'FIELD_MINLENGTH_2');
  if (events && values.eventName.trim().length > NAME_MAX_LENGTH) put('eventName', 'FIELD_MAXLENGTH_255');
  required('competitionTypeId', values.competitionTypeId);
  if (!events) {
    required('division_ids', values.division_ids);
    required('competitionClass_ids', values.competitionClass_ids);
    required('factor_ids', values.factor_ids);
  }
  if (strict) {
    if (!events) {
      required('level', values.level);
      required('stages', values.stages);
    }
    required('nominationFee', values.nominationFee);
    required('information', values.information.replace(/<[^>]*>/g, '').trim());
    for (const field of [
      'contact.firstName',
      'contact.lastName',
      'contact.email',
      'contact.telephone',
      'address',
      'city',
      'zip',
      'country',
      'googleMapsLink',
    ] as const) {
      required(field, values[field]);
    }
  }
  for (const field of ['stages', 'minimumShots', 'firstPaymentReminder', 'secondPaymentReminder'] as const) {
    const parsed = parseCount(values[field]);
    if (isError(parsed)) put(field, parsed.error);
  }
  const fee = parseEuro(values.nominationFee);
  if (isError(fee)) put('nominationFee', fee.error);
  if (events) {
    required('startingPlaces', values.startingPlaces);
    for (const field of ['startingPlaces', 'waitingListPlaces'] as const) {
      const parsed = parseCount(values[field]);
      if (isError(parsed)) put(field, parsed.error);
    }
  }
  const email = values['contact.email'].trim();
  if (email && !EMAIL_PATTERN.test(email)) put('contact.email', 'EMAIL_FORMAT');
  for (const field of ['googleMapsLink', 'clubWebsiteLink', 'announcementLink', 'resultListLink'] as const) {
    const link = values[field].trim();
    if (link && !LINK_PATTERN.test(link)) put(field, 'MUST_START_WITH_HTTP_OR_HTTPS');
  }

  // dates
  const dateFields = [
    'competitionDate',
    'competitionEndDate',
    'registrationStart',
    'registrationEnd',
  ] as const;
  for (const field of dateFields) {
    if (dateTimeState(values[field]) === 'invalid') put(field, 'FIELD_INVALID');
  }
  required('competitionDate', values.competitionDate);
  if (values.registration) {
    required('registrationStart', values.registrationStart);
    required('registrationEnd', values.registrationEnd);
  }
  const start = instantOf(values.competitionDate);
  const end = instantOf(values.competitionEndDate);
  const registrationStart = instantOf(values.registrationStart);
  const registrationEnd = instantOf(values.registrationEnd);
  // a date the user set or changed may not lie before today (in Vienna); stored ones may
  const today = startOfViennaDay(now).getTime();
  for (const field of dateFields) {
    const instant = instantOf(values[field]);
    if (instant !== null && values[field] !== stored?.[field] && instant < today)
      put(field, 'DATE_IN_THE_PAST');
  }
  if (start !== null && end !== null && end < start) put('competitionEndDate', 'CHECK_COMPETITION_END_DATE');
  if (values.registration) {
    if (start !== null && registrationStart !== null && registrationStart > start)
      put('registrationStart', 'CHECK_REGISTRATION_START');
    if (registrationEnd !== null && start !== null && registrationEnd > start)
      put('registrationEnd', 'CHECK_REGISTRATION_END');
    if (registrationEnd !== null && registrationStart !== null && registrationEnd <= registrationStart)
      put('registrationEnd', 'CHECK_REGISTRATION_DATE');
    if (!values.payOnSite && !values.paymentViaDeposit && !values.paymentWithWirecard)
      put(PAYMENT_METHOD, 'PAYMENTMETHOD_REQUIRED');
  }
  const payOnTime = parseCount(values.payOnTime);
  if (values.payOnTime.trim() === '') put('payOnTime', 'FIELD_IS_REQUIRED');
  else if (isError(payOnTime)) put('payOnTime', payOnTime.error);
  else if (payOnTime !== null && payOnTime < PAY_ON_TIME_MIN) put('payOnTime', 'FIELD_MIN_9');
  if (
    values.autoSubscriptionCancelation &&
    !values.firstPaymentReminder.trim() &&
    !values.secondPaymentReminder.trim()
  )
    put('autoSubscriptionCancelation', 'AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER');

  if (!events) {
    const todayDay = viennaDay(today);
    const storedDays = new Map((stored?.squads ?? []).map((squad) => [squad.id, squad.startDate]));
    values.squads.forEach((squad, index) => {
      const path = (field: string) => `squads.${index}.${field}`;
      if (!squad.name.trim()) put(path('name'), 'FIELD_IS_REQUIRED');
      if (!squad.information.trim()) put(path('information'), 'FIELD_IS_REQUIRED');
      const size = parseCount(squad.squadSize);
      if (size === null) put(path('squadSize'), 'FIELD_IS_REQUIRED');
      else if (isError(size)) put(path('squadSize'), size.error);
      else if (squad.stands.length > 0 && size !== squad.stands.length)
        put(path('squadSize'), SQUAD_STAND_SIZE_NOT_MATCH);
      const waiting = parseCount(squad.maxWaitingListSize);
      if (isError(waiting)) put(path('maxWaitingListSize'), waiting.error);
      if (!squad.startDate) put(path('startDate'), 'FIELD_IS_REQUIRED');
      else if (!DATE_PATTERN.test(squad.startDate)) put(path('startDate'), 'FIELD_INVALID');
      else if (
        squad.startDate < todayDay &&
        (squad.id === null || storedDays.get(squad.id) !== squad.startDate)
      )
        put(path('startDate'), 'DATE_IN_THE_PAST');
      for (const field of ['startTime', 'endTime'] as const) {
        if (!squad[field].trim()) put(path(field), 'FIELD_IS_REQUIRED');
        else if (!normalizeTime(squad[field])) put(path(field), 'FIELD_INVALID');
      }
      const link = squad.resultListLink.trim();
      if (link && !LINK_PATTERN.test(link)) put(path('resultListLink'), 'MUST_START_WITH_HTTP_OR_HTTPS');
      squad.stands.forEach((stand, standIndex) => {
        if (!stand.name.trim()) put(`${path('stands')}.${standIndex}.name`, 'FIELD_IS_REQUIRED');
      });
    });
  }
  return errors;
};

const optional = (raw: string): string | null => {
  const clean = raw.trim();
  return clean === '' ? null : clean;
};
const number = (raw: string): number | null => {
  const parsed = parseCount(raw);
  return isError(parsed) ? null : parsed;
};

/** The request body of a valid form (the club only where the user chooses it). */
export const toCompetitionBody = (
  values: CompetitionValues,
  kind: CompetitionKind,
  access: CompetitionAccess,
): CompetitionBody => {
  const fee = parseEuro(values.nominationFee);
  const events = kind === 'events';
  const squadBody = (squad: SquadValues): SquadBody => ({
    ...(squad.id !== null ? { id: squad.id } : {}),
    name: squad.name.trim(),
    information: squad.information.trim(),
    squadSize: number(squad.squadSize) ?? 0,
    maxWaitingListSize: number(squad.maxWaitingListSize) ?? 0,
    startDate: squad.startDate,
    startTime: `${normalizeTime(squad.startTime) ?? squad.startTime}:00`,
    endTime: `${normalizeTime(squad.endTime) ?? squad.endTime}:00`,
    resultListLink: optional(squad.resultListLink),
    divisionIds: squad.divisionIds.filter((id) => values.division_ids.includes(id)),
    competitionClassIds: squad.competitionClassIds.filter((id) => values.competitionClass_ids.includes(id)),
    factorIds: squad.factorIds.filter((id) => values.factor_ids.includes(id)),
    requireCode: squad.requireCode,
    multipleWaitingList: squad.multipleWaitingList,
    stands: squad.stands.map((stand) =>
      stand.id !== null ? { id: stand.id, name: stand.name.trim() } : { name: stand.name.trim() },
    ),
  });
  return {
    club: access.clubAdmin || values.club === null ? null : { id: values.club },
    name: values.name.trim(),
    eventType: events ? optional(values.eventType) : null,
    eventName: events ? optional(values.eventName) : null,
    competitionTypeId: values.competitionTypeId ?? 0,
    level: values.level === null ? null : { id: values.level },
    information: values.information.trim() === '' ? null : values.information,
    nominationFee: isError(fee) ? null : fee,
    clubWebsiteLink: optional(values.clubWebsiteLink),
    contact: {
      firstName: optional(values['contact.firstName']),
      lastName: optional(values['contact.lastName']),
      email: optional(values['contact.email']),
      telephone: optional(values['contact.telephone']),
    },
    address: optional(values.address),
    city: optional(values.city),
    zip: optional(values.zip),
    country: values.country || null,
    state: optional(values.state),
    googleMapsLink: optional(values.googleMapsLink),
    competitionDate: toApiDateTime(values.competitionDate) ?? '',
    competitionEndDate: toApiDateTime(values.competitionEndDate),
    registration: values.registration,
    // without registration through the portal there is no registration period
    registrationStart: values.registration ? toApiDateTime(values.registrationStart) : null,
    registrationEnd: values.registration ? toApiDateTime(values.registrationEnd) : null,
    payOnSite: values.payOnSite,
    paymentViaDeposit: values.paymentViaDeposit,
    paymentWithWirecard: values.paymentWithWirecard,
    payOnTime: number(values.payOnTime) ?? PAY_ON_TIME_DEFAULT,
    firstPaymentReminder: number(values.firstPaymentReminder),
    secondPaymentReminder: number(values.secondPaymentReminder),
    autoSubscriptionCancelation: values.autoSubscriptionCancelation,
    viewType: values.viewType,
    active: values.active,
    stages: number(values.stages),
    minimumShots: number(values.minimumShots),
    multipleRegistrations: values.multipleRegistrations,
    nationalCompetition: values.nationalCompetition,
    qualification: values.qualification,
    division_ids: values.division_ids,
    competitionClass_ids: values.competitionClass_ids,
    factor_ids: values.factor_ids,
    announcementLink: optional(values.announcementLink),
    resultListLink: optional(values.resultListLink),
    competitionUploads: values.competitionUploads.map((upload) => ({
      type: { id: upload.type.id },
      document: { id: upload.document.id },
    })),
    notificationBlocks: values.notificationBlocks
      .filter((block) => block.text.trim() !== '')
      .map((block) => ({ type: { id: block.type.id }, text: block.text })),
    squads: events ? [] : values.squads.map(squadBody),
    startingPlaces: events ? number(values.startingPlaces) : null,
    waitingListPlaces: events ? number(values.waitingListPlaces) : null,
  };
};

const INSTANT_FIELDS = [
  'competitionDate',
  'competitionEndDate',
  'registrationStart',
  'registrationEnd',
] as const;
export type StoredInstants = Pick<Competition, (typeof INSTANT_FIELDS)[number]>;

/**
 * The stored instants of the date fields the user left as they were, to the millisecond: the form
 * shows minutes, and a stored second must not turn an untouched past date into a changed one.
 */
export const keepUnchangedInstants = (
  body: CompetitionBody,
  values: CompetitionValues,
  initial: CompetitionValues,
  stored: StoredInstants | undefined,
): CompetitionBody => {
  if (!stored) return body;
  const next = { ...body };
  for (const field of INSTANT_FIELDS) {
    const raw = stored[field];
    if (raw && body[field] !== null && values[field] === initial[field]) next[field] = raw;
  }
  return next;
};

// ---- server errors ------------------------------------------------------------------------

const SQUAD_FIELD_SET = new Set<string>(SQUAD_FIELDS);
const FIELD_SET = new Set<string>(COMPETITION_FIELDS);

/**
 * "body.club.id", "squads[0].stands[1].name", "competitionUploads.0.document.id" → the path the
 * form shows the error at, or null when it names no field of the form.
 */
export const formPathOf = (raw: string): string | null => {
  const parts = raw
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  const [top, second, third, fourth, fifth] = parts;
  if (!top) return null;
  if (top === 'contact') {
    const path = `contact.${second ?? ''}`;
    return FIELD_SET.has(path) ? path : 'contact.firstName';
  }
  if (top === 'squads') {
    if (second === undefined || !/^\d+$/.test(second)) return 'squads';
    if (third === undefined || !SQUAD_FIELD_SET.has(third)) return `squads.${second}.name`;
    if (third === 'stands' && fourth !== undefined && /^\d+$/.test(fourth) && (fifth ?? 'name') === 'name')
      return `squads.${second}.stands.${fourth}.name`;
    return `squads.${second}.${third}`;
  }
  if (top === PAYMENT_METHOD) return PAYMENT_METHOD;
  return FIELD_SET.has(top) ? top : null;
};

/** Field errors of a failed save by form path; what names no field comes back as one message. */
export const competitionFieldErrors = (
  error: unknown,
): { fieldErrors: FieldErrors; message: string | null } => fieldErrorsByPath(error, formPathOf);

/** Errors of one squad moved when a squad before it is removed (server errors stay with their squad). */
export const withoutSquadErrors = (errors: FieldErrors, removed: number): FieldErrors => {
  const next: FieldErrors = {};
  for (const [path, key] of Object.entries(errors)) {
    const match = /^squads\.(\d+)(\..*)?$/.exec(path);
    if (!match) {
      next[path] = key;
      continue;
    }
    const index = Number(match[1]);
    if (index === removed) continue;
    next[index > removed ? `squads.${index - 1}${match[2] ?? ''}` : path] = key;
  }
  return next;
};
