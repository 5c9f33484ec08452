/**
 * Shapes of the catalog's public calls as the browsing screens read them: the contracts' (one
 * definition for the catalog and the web), under the names these screens use.
 */
export type {
  BankInformation,
  ListAnswer,
  Named,
  Places,
  PublicClub,
  PublicCompetition,
  PublicCompetitionDetail,
  PublicCompetitionUpload as CompetitionUpload,
  PublicSquad,
  PublicStand,
  PublicFile,
} from '@portal/contracts';
