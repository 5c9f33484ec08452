/**
 * The back-office list building blocks, one file per concern (docs/web-usability.md); pages import
 * them from here.
 */
export * from './listStates';
export * from './listFilters';
export * from './listTable';
export * from './listSelection';
