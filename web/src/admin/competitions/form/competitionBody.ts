import type { CompetitionAccess } from '../competitionAccess';
import { normalizeTime, toApiDateTime } from '../competitionDates';
import type { Competition, CompetitionBody, SquadBody } from '../competitionModel';
import type { CompetitionKind } from '../competitionPaths';
import { PAY_ON_TIME_DEFAULT, type CompetitionValues, type SquadValues } from './competitionFields';
import { isError, parseCount, parseEuro } from './parseNumbers';

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
    fairOpening: values.registration && values.fairOpening,
    fairOpeningLeadMinutes: number(values.fairOpeningLeadMinutes) ?? 15,
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
