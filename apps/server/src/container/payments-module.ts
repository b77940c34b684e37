import { SimulatedPaymentGateway } from '@camppass/adapter-local';
import { StripePaymentGateway } from '@camppass/adapter-stripe';
import { CLOCK, PAYMENT_GATEWAY, SIMULATED_CARD_PAYMENTS } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { SIMULATED_WEBHOOK_SINK } from './dev-module';
import type { LocalSecrets } from './local-secrets';

/**
 * Card payments: Stripe when its keys are configured, else the simulated gateway (Stripe test mode
 * cards), which alone also takes the simulated card form's confirmations.
 */
export const paymentsModule = (config: Config, secrets: LocalSecrets) =>
  new ContainerModule(({ bind }) => {
    const { stripe } = config;
    if (stripe) {
      bind(PAYMENT_GATEWAY).toConstantValue(
        new StripePaymentGateway({
          secretKey: stripe.secretKey,
          webhookSecret: stripe.webhookSecret,
          ...(stripe.connectWebhookSecret ? { connectWebhookSecret: stripe.connectWebhookSecret } : {}),
        }),
      );
      return;
    }
    bind(SimulatedPaymentGateway)
      .toResolvedValue(
        (clock, sink) =>
          new SimulatedPaymentGateway({
            webhookSecret: secrets.simulatedWebhookSecret,
            now: () => clock.now(),
            deliverWebhook: (delivery) => sink.deliver(delivery),
            // Its account and login links open the server's own /dev/connect pages.
            publicBaseUrl: config.appBaseUrl,
          }),
        [CLOCK, SIMULATED_WEBHOOK_SINK],
      )
      .inSingletonScope();
    bind(PAYMENT_GATEWAY).toService(SimulatedPaymentGateway);
    bind(SIMULATED_CARD_PAYMENTS).toService(SimulatedPaymentGateway);
  });
