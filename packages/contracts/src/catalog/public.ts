/** The public competition list and page (docs/public-browsing.md). */
import type { BankInformation, Named, PublicFile } from './common';
import type { CompetitionUpload } from './competitions';

/** Places of a competition over its squads (docs/public-browsing.md). */
export interface Places {
  total: number;
  taken: number;
  free: number;
  waitingListTotal: number;
  waitingListFree: number;
}

/** `GET publicResources/competitions/archiveYears`: the years the results archive holds, newest first. */
export interface ArchiveYears {
  years: number[];
}

/** A document of a competition on the public pages. */
export interface PublicCompetitionUpload {
  type: CompetitionUpload['type'];
  document: PublicFile;
}

/** One row or card of the public competition list, the results archive and the dashboard. */
export interface PublicCompetition {
  id: number;
  name: string;
  publicLink: string;
  event: boolean;
  eventType: string | null;
  /** events: the subtitle shown under the name */
  eventName: string | null;
  active: boolean;
  cancelled: boolean;
  archived: boolean;
  competitionDate: string;
  competitionEndDate: string | null;
  registration: boolean;
  registrationStart: string | null;
  registrationEnd: string | null;
  /** registration on, not cancelled, and now within the window */
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
  clubLogo: PublicFile | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  googleMapsLink: string | null;
  announcementLink: string | null;
  resultListLink: string | null;
  competitionUploads: PublicCompetitionUpload[];
  places: Places;
  /** logged-in non-guests: marked as favourite */
  favourite: boolean;
  /** registered by the user */
  registered: boolean;
  /** the user's own registration is paid (green icon) or not (red); false while not registered */
  registrationPaid: boolean;
  paid: boolean;
}

export interface PublicStand {
  id: number;
  name: string;
  free: boolean;
}

/** A stand in `publicResources/squadStands` (the sign-up dialog's stand picker). */
export interface PublicSquadStand {
  id: number;
  name: string;
  squadId: number;
  /** false while a registration or hold is on it */
  available: boolean;
}

/** A squad on the public competition page. */
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
  /** squadSize plus maxWaitingListSize is at most the member count */
  full: boolean;
  /** no place left, but the waiting list has room */
  waitingListOnly: boolean;
  requireCode: boolean;
  /** one registration may wait on this squad and others at once (pseudo-squad 0) */
  multipleWaitingList: boolean;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
  resultListLink: string | null;
  stands: PublicStand[];
  divisions: Named[];
  competitionClasses: Named[];
  factors: Named[];
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
  /** fair opening (docs/fair-opening.md): the page shows the queue's panel */
  fairOpening: boolean;
  /** the pre-queue opens this many minutes before `registrationStart` */
  fairOpeningLeadMinutes: number;
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
