/**
 * Shapes of the catalog's API (docs/catalog.md, docs/public-browsing.md) and
 * the constants the catalog and the web both use, one file per area under `catalog/`. Plain types
 * and constant lists, free of zod: the web imports the values from `@portal/contracts/catalog`
 * without pulling the schemas into its bundle. Field names are the spec's; instants and days are
 * ISO strings, as the JSON carries them. The catalog's zod schemas (request validation, OpenAPI)
 * stay in the service and are checked against these types (`satisfies z.ZodType<...>`).
 */
export * from './catalog/common';
export * from './catalog/competitions';
export * from './catalog/clubs';
export * from './catalog/adverts';
export * from './catalog/public';
export * from './catalog/reference-data';
export * from './catalog/maintenance';
