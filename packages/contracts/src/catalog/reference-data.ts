/** The catalog's reference data as its lists answer it (docs/catalog.md). */
import type { Named } from './common';

/** A competition or event type (`GET publicResources/competitionTypes`, `competitionTypes`). */
export interface CompetitionType extends Named {
  /** seconds a place is held while signing up */
  signupReservationTimeout: number;
  logo: string | null;
  isDefault: boolean;
  event: boolean;
}

/** A division with the competition types that offer it (`GET publicResources/divisions`). */
export interface Division extends Named {
  competitionType_ids: number[];
}

/** A document upload type (`GET uploadTypes`). */
export interface UploadType extends Named {
  showName: boolean;
  sortingOrder: number;
}
