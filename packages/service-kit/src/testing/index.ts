export * from './infra';
export * from './keys';
