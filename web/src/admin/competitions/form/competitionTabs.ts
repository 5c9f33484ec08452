import type { FieldErrors } from '../../common/fieldErrors';
import type { CompetitionKind } from '../competitionPaths';
import { PAYMENT_METHOD, type CompetitionField } from './competitionFields';

/** Tabs of the form in order; events have no squads tab (docs/catalog.md). */
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
  fairOpening: 'dates',
  fairOpeningLeadMinutes: 'dates',
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
