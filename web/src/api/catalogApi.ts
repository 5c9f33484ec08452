import { createServiceApi } from './baseQuery';

/** The catalog service's API slice; features inject their endpoints. */
export const catalogApi = createServiceApi('catalogApi', [
  'ReferenceData',
  'Club',
  'MaintenanceWindow',
  'Advertising',
  'Competition',
  'PublicCompetition',
  'Favourite',
  // registration's public reads ride on this slice (public/participantsApi.ts)
  'Registration',
]);
