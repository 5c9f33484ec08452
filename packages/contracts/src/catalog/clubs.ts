/** Clubs as the back-office and the public pages read them (docs/catalog.md). */
import type { BankInformation, NotificationBlock, PublicFile, StoredFile } from './common';

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
