export * from './payload';
export * from './qr';
export * from './registration-transfer';
