import { z } from 'zod';

/** The export service's calls (docs/exports.md). */

/** Every export, by the spec's call name: also its path, `/api/exports/{type}`. */
export const EXPORT_TYPE_NAMES = [
  'allCompetitors',
  'practiScore',
  'practiScoreStand',
  'orderItems',
  'reservstionCodes',
  'allUsers',
  'advertisements',
  'adminCompetitions',
  'competitionsCsv',
  'competitions',
  'results',
  'competitors',
  'userBookedArchivedCompetitions',
] as const;
export type ExportTypeName = (typeof EXPORT_TYPE_NAMES)[number];

/** A long export's background job (its states). */
export const EXPORT_JOB_STATES = ['waiting', 'active', 'completed', 'failed'] as const;

/** `POST exports/jobs`, `GET exports/jobs/{id}` and the 202 of a long `GET exports/{type}`. */
export const exportJobStatusSchema = z.object({
  id: z.string(),
  type: z.string(),
  state: z.enum(EXPORT_JOB_STATES),
  /** 0..100 */
  progress: z.number().int(),
  rows: z.number().int(),
  totalRows: z.number().int().nullable(),
  fileName: z.string(),
  error: z.string().nullable(),
  /** `/api/exports/jobs/{id}/download` once completed */
  downloadUrl: z.string().nullable(),
});
export type ExportJobStatus = z.infer<typeof exportJobStatusSchema>;
