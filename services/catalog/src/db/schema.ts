/**
 * catalog's tables, one file per group under `schema/`; drizzle-kit (drizzle.config.ts) and the
 * code import them all from here.
 */
export * from './schema/catalog-schema';
export * from './schema/reference-data';
export * from './schema/clubs';
export * from './schema/files';
export * from './schema/maintenance-windows';
export * from './schema/competitions';
export * from './schema/squads';
export * from './schema/advertising';
