export * from './development-captcha-verifier';
export * from './disk-file-storage';
export * from './node-crypto';
export * from './outbox-mailer';
export * from './recaptcha-captcha-verifier';
export * from './scrypt-password-hasher';
export * from './simulated-payment-gateway';
export * from './simulated-payment-intent-store';
