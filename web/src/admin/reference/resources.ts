/**
 * The reference-data resources of the catalog, upload types included (docs/catalog.md). Only the
 * names live in the shell (routes, menu); the screens are lazy.
 */
export const REFERENCE_RESOURCES = [
  'factors',
  'levels',
  'competitionClasses',
  'divisions',
  'competitionTypes',
  'uploadTypes',
] as const;
export type ReferenceResource = (typeof REFERENCE_RESOURCES)[number];

export const REFERENCE_PATHS = {
  list: (resource: ReferenceResource) => `/${resource}`,
  create: (resource: ReferenceResource) => `/${resource}/create`,
  edit: (resource: ReferenceResource, id: number | string) => `/${resource}/${id}`,
} as const;
