import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { describePaymentGatewayContract } from './payment-gateway-contract';

describePaymentGatewayContract('InMemoryPaymentGateway', () => {
  const gateway = new InMemoryPaymentGateway();
  return {
    gateway,
    pay: async (id) => gateway.setStatus(id, 'succeeded'),
    webhookDelivery: (input) => gateway.webhookDelivery(input),
    sign: (rawBody, timestampSeconds) => gateway.sign(rawBody, timestampSeconds),
  };
});
