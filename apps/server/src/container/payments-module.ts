import { SimulatedPaymentGateway } from '@camppass/adapter-local';
import { StripePaymentGateway } from '@camppass/adapter-stripe';
import { CLOCK, PAYMENT_GATEWAY } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { LocalSecrets } from './local-secrets';
import { SIMULATED_WEBHOOK_SINK } from './public-page-module';

/** Card payments: Stripe when its keys are configured, else the simulated gateway (Stripe test mode cards). */
export const paymentsModule = (config: Config, secrets: LocalSecrets) =>
  new ContainerModule(({ bind }) => {
    const { stripe } = config;
    if (stripe) {
      bind(PAYMENT_GATEWAY).toConstantValue(
        new StripePaymentGateway({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret }),
      );
      return;
    }
    bind(PAYMENT_GATEWAY)
      .toResolvedValue(
        (clock, sink) =>
          new SimulatedPaymentGateway({
            webhookSecret: secrets.simulatedWebhookSecret,
            now: () => clock.now(),
            deliverWebhook: (delivery) => sink.deliver(delivery),
          }),
        [CLOCK, SIMULATED_WEBHOOK_SINK],
      )
      .inSingletonScope();
  });
