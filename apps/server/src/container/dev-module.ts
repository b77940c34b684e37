import { ContainerModule, type ServiceIdentifier } from 'inversify';

/** A signed webhook as a gateway POSTs it. */
export interface WebhookDelivery {
  readonly rawBody: string;
  readonly signatureHeader: string;
}

/**
 * Where the simulated gateway sends its webhooks: the app connects it to its own webhook route, so
 * development payments travel the same signed path as Stripe's.
 */
export class WebhookSink {
  private target: ((delivery: WebhookDelivery) => Promise<void>) | undefined;

  connect(target: (delivery: WebhookDelivery) => Promise<void>): void {
    this.target = target;
  }

  async deliver(delivery: WebhookDelivery): Promise<void> {
    if (!this.target) throw new Error('No webhook route is connected to the simulated gateway');
    await this.target(delivery);
  }
}

export const SIMULATED_WEBHOOK_SINK: ServiceIdentifier<WebhookSink> = Symbol.for(
  'camppass.server.SimulatedWebhookSink',
);

/**
 * The development stand-ins' own wiring: the simulated gateway's webhook sink. The stand-ins
 * themselves (simulated card payments, signed links of local files, the outbox) are bound by their
 * adapter families' modules and reach the dev routes through their ports.
 */
export const devModule = () =>
  new ContainerModule(({ bind }) => {
    bind(SIMULATED_WEBHOOK_SINK).toConstantValue(new WebhookSink());
  });
