/** Clubs as the back-office and the public pages read them (docs/catalog.md). */
import type { BankInformation, NotificationBlock, PublicFile, StoredFile } from './common';

/** The countries a club's address and match address may be in. */
export const CLUB_COUNTRIES = ['at', 'de'] as const;
export type ClubCountry = (typeof CLUB_COUNTRIES)[number];

/** Sort fields of the back-office list `GET clubs`. */
export const CLUB_SORT_FIELDS = [
  'id',
  'name',
  'longName',
  'address',
  'zip',
  'city',
  'country',
  'paymentUntil',
  'active',
] as const;
export type ClubSortField = (typeof CLUB_SORT_FIELDS)[number];

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

/**
 * Body of `POST clubs` and `PUT clubs/:id` as the web sends it: no id, publicLinkId or
 * contact.fullName; texts left empty are sent as null (the catalog answers which ones it
 * requires); club admins leave out admin-only fields.
 */
export type ClubBody = Partial<
  Omit<
    Club,
    | 'id'
    | 'publicLinkId'
    | 'contact'
    | 'notificationBlocks'
    | 'address'
    | 'zip'
    | 'city'
    | 'country'
    | 'matchCountry'
  >
> & {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: ClubCountry | null;
  matchCountry?: ClubCountry | null;
  contact: Omit<ClubContact, 'fullName'>;
  notificationBlocks?: { type: { id: number }; text: string }[];
};
