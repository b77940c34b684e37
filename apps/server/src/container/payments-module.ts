import { SimulatedPaymentGateway } from '@camppass/adapter-local';
import { StripePaymentGateway } from '@camppass/adapter-stripe';
import { CLOCK, PAYMENT_GATEWAY } from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import type { LocalSecrets } from './local-secrets';

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
        (clock) =>
          new SimulatedPaymentGateway({
            webhookSecret: secrets.simulatedWebhookSecret,
            now: () => clock.now(),
          }),
        [CLOCK],
      )
      .inSingletonScope();
  });
