export * from './react-email-renderer';
