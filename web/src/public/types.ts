/**
 * Shapes of the catalog's public calls as the browsing screens read them
 * (services/catalog/src/http/public-competition-schemas.ts, `GET publicResources/clubs`).
 */

export interface StoredFile {
  id: number;
  fileName: string;
}

export interface Named {
  id: number;
  name: string;
}

/** Places of a competition over its squads (public-portal.md section 4 "Squad capacity"). */
export interface Places {
  total: number;
  taken: number;
  free: number;
  waitingListTotal: number;
  waitingListFree: number;
}

export interface CompetitionUpload {
  type: { id: number; name: string; showName: boolean };
  document: StoredFile;
}

/** One row or card of the competition list, the results archive and the dashboard. */
export interface PublicCompetition {
  id: number;
  name: string;
  publicLink: string;
  event: boolean;
  eventType: string | null;
  active: boolean;
  cancelled: boolean;
  archived: boolean;
  competitionDate: string;
  competitionEndDate: string | null;
  registration: boolean;
  registrationStart: string | null;
  registrationEnd: string | null;
  registrationOpen: boolean;
  competitionTypeId: number;
  competitionTypeName: string;
  competitionTypeImage: string | null;
  levelId: number | null;
  levelName: string | null;
  stages: number | null;
  nominationFee: number | null;
  nationalCompetition: boolean;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  clubId: number;
  clubName: string;
  clubShortName: string | null;
  clubPublicLinkId: string;
  clubLogo: StoredFile | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  googleMapsLink: string | null;
  announcementLink: string | null;
  resultListLink: string | null;
  competitionUploads: CompetitionUpload[];
  places: Places;
  favourite: boolean;
  registered: boolean;
  /** the user's own registration is paid (green icon) or not (red) */
  registrationPaid: boolean;
  paid: boolean;
}

export interface PublicStand {
  id: number;
  name: string;
  free: boolean;
}

export interface PublicSquad {
  id: number;
  name: string;
  information: string;
  squadSize: number;
  subscriptionSize: number;
  maxWaitingListSize: number;
  waitingListSize: number;
  free: number;
  waitingListFree: number;
  full: boolean;
  waitingListOnly: boolean;
  requireCode: boolean;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
  resultListLink: string | null;
  stands: PublicStand[];
  divisions: Named[];
  competitionClasses: Named[];
  factors: Named[];
}

export interface BankInformation {
  name: string | null;
  bic: string | null;
  iban: string | null;
}

/** The public competition page (`getCompetitionFromPublicId/{publicLink}`). */
export interface PublicCompetitionDetail extends PublicCompetition {
  information: string | null;
  clubWebsiteLink: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactTelephone: string | null;
  minimumShots: number | null;
  multipleRegistrations: boolean;
  signupReservationTimeout: number;
  club: {
    id: number;
    name: string;
    longName: string;
    publicLinkId: string;
    bankInformation: BankInformation | null;
  };
  division: Named[];
  competitionClass: Named[];
  factor: Named[];
  squads: PublicSquad[];
}

/** A club as `GET publicResources/clubs` and `getClubFromPublicId/{publicLinkId}` answer it. */
export interface PublicClub {
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
  contact: {
    salutation: string | null;
    firstName: string | null;
    lastName: string | null;
    fullName: string | null;
    email: string | null;
    telephone: string | null;
  };
}

export interface ListAnswer<T> {
  content: T[];
  totalElements: number;
}
