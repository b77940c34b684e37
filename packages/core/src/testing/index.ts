export * from './file-storage-contract';
export * from './in-memory-file-storage';
export * from './in-memory-mailer';
export * from './in-memory-payment-gateway';
export * from './mailer-contract';
export * from './payment-gateway-contract';
