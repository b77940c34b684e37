export * from './stripe-payment-gateway';
