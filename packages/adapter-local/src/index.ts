export * from './development-captcha-verifier';
export * from './node-crypto';
export * from './outbox-mailer';
export * from './scrypt-password-hasher';
