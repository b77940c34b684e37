export * from './ses-mailer';
