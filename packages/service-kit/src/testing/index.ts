export * from './infra';
export * from './keys';
export * from './service-suite';
