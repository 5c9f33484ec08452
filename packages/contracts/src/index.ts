export * from './errors';
export * from './roles';
export * from './events';
export * from './lists';
export * from './services';
export * from './identity';
export * from './registration-events';
export * from './catalog';
