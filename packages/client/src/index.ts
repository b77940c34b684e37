export * from './contract/admin';
export * from './contract/api-keys';
export * from './contract/auth';
export * from './contract/envelope';
export * from './contract/functions';
export * from './contract/invitations';
export * from './contract/public';
export * from './http/camppass-client';
