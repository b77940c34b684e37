export * from './stripe-api-stub';
