export * from './infra';
export * from './keys';
export * from './service-suite';
export * from './tcp-proxy';
export * from './openapi-lint';
export * from './competition-snapshot';
export * from './spreadsheet';
export * from './free-port';
