/**
 * A competition or event as the catalog's back-office API reads and writes it: the shapes are the
 * contracts' (`@portal/contracts`, one definition for the catalog and the web); the form's own
 * value types are here.
 */
import type { CompetitionType, UploadedFile, UploadType } from '@portal/contracts/catalog';

export { VIEW_TYPES } from '@portal/contracts/catalog';
export type {
  Competition,
  CompetitionBody,
  Named,
  Squad,
  SquadBody,
  SquadStand,
  ViewType,
} from '@portal/contracts/catalog';

/** A document of the form: one the server answered has its upload id, one just added none yet. */
export interface CompetitionUpload {
  id?: number;
  type: { id: number; name: string; showName?: boolean };
  document: { id: number; fileName: string };
}

/** A mail text block of the form: the server answers the type with its name, the form may not. */
export interface NotificationBlockValue {
  type: { id: number; name?: string };
  text: string;
}

/** What the form reads of a competition type (`GET competitionTypes`). */
export type CompetitionTypeOption = Pick<CompetitionType, 'id' | 'name' | 'event'>;

/** A document upload type (`GET uploadTypes`). */
export type UploadTypeOption = UploadType;

/** The answer of `POST upload?kind=document`. */
export type UploadedDocument = UploadedFile;
