/**
 * Shapes of identity's API (docs/identity-api.md), one file per area under `identity/`.
 * Field names are the spec's. The web imports the types; identity validates with the schemas.
 */
export * from './identity-constants';
export * from './identity/fields';
export * from './identity/account';
export * from './identity/profile';
export * from './identity/users';
export * from './identity/roles';
export * from './identity/events';
