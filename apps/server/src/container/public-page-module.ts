import {
  CheckEmail,
  CLOCK,
  CORE_CONFIG,
  CreatePaymentIntent,
  FILE_STORAGE,
  FulfilCheckout,
  GetCampground,
  HandlePaymentWebhook,
  ListCampgrounds,
  MAILER,
  PAYMENT_GATEWAY,
  PurchaseMembership,
  RANDOM_SOURCE,
  RATE_LIMITER,
  ReconcileCheckouts,
  SendMembershipEmail,
  StoreUpload,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  ValidateMembership,
} from '@camppass/core';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Persistence } from './persistence';

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

/** Injection tokens of the public page's use cases. */
export const PUBLIC_USE_CASES = {
  getCampground: Symbol.for('camppass.usecase.GetCampground') as ServiceIdentifier<GetCampground>,
  listCampgrounds: Symbol.for('camppass.usecase.ListCampgrounds') as ServiceIdentifier<ListCampgrounds>,
  checkEmail: Symbol.for('camppass.usecase.CheckEmail') as ServiceIdentifier<CheckEmail>,
  storeUpload: Symbol.for('camppass.usecase.StoreUpload') as ServiceIdentifier<StoreUpload>,
  createPaymentIntent: Symbol.for(
    'camppass.usecase.CreatePaymentIntent',
  ) as ServiceIdentifier<CreatePaymentIntent>,
  fulfilCheckout: Symbol.for('camppass.usecase.FulfilCheckout') as ServiceIdentifier<FulfilCheckout>,
  purchaseMembership: Symbol.for(
    'camppass.usecase.PurchaseMembership',
  ) as ServiceIdentifier<PurchaseMembership>,
  handlePaymentWebhook: Symbol.for(
    'camppass.usecase.HandlePaymentWebhook',
  ) as ServiceIdentifier<HandlePaymentWebhook>,
  reconcileCheckouts: Symbol.for(
    'camppass.usecase.ReconcileCheckouts',
  ) as ServiceIdentifier<ReconcileCheckouts>,
  validateMembership: Symbol.for(
    'camppass.usecase.ValidateMembership',
  ) as ServiceIdentifier<ValidateMembership>,
  sendMembershipEmail: Symbol.for(
    'camppass.usecase.SendMembershipEmail',
  ) as ServiceIdentifier<SendMembershipEmail>,
} as const;

/** The public page and purchase: its use cases over the persistence's repositories and the other ports. */
export const publicPageModule = (persistence: Persistence) =>
  new ContainerModule(({ bind }) => {
    const { repos } = persistence;
    const u = PUBLIC_USE_CASES;
    bind(SIMULATED_WEBHOOK_SINK).toConstantValue(new WebhookSink());
    bind(u.getCampground).toConstantValue(new GetCampground(repos.campgrounds, repos.membershipTypes));
    bind(u.listCampgrounds).toConstantValue(new ListCampgrounds(repos.publicPage));
    bind(u.checkEmail).toResolvedValue(
      (limiter, clock, core) =>
        new CheckEmail(
          repos.campgrounds,
          repos.membershipTypes,
          repos.publicPage,
          repos.users,
          repos.roles,
          limiter,
          clock,
          core,
        ),
      [RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
    bind(u.storeUpload).toResolvedValue(
      (storage, random, limiter) => new StoreUpload(storage, random, limiter),
      [FILE_STORAGE, RANDOM_SOURCE, RATE_LIMITER],
    );
    bind(u.createPaymentIntent).toResolvedValue(
      (uow, gateway, storage, uploads, random, limiter, clock) =>
        new CreatePaymentIntent(uow, gateway, storage, uploads, random, limiter, clock),
      [UNIT_OF_WORK, PAYMENT_GATEWAY, FILE_STORAGE, u.storeUpload, RANDOM_SOURCE, RATE_LIMITER, CLOCK],
    );
    bind(u.fulfilCheckout).toResolvedValue(
      (uow, gateway, mailer, tokens, random, clock, core) =>
        new FulfilCheckout(uow, gateway, mailer, tokens, random, clock, core),
      [UNIT_OF_WORK, PAYMENT_GATEWAY, MAILER, TOKEN_GENERATOR, RANDOM_SOURCE, CLOCK, CORE_CONFIG],
    );
    bind(u.purchaseMembership).toResolvedValue(
      (fulfil) => new PurchaseMembership(fulfil),
      [u.fulfilCheckout],
    );
    bind(u.handlePaymentWebhook).toResolvedValue(
      (gateway, fulfil, clock) => new HandlePaymentWebhook(gateway, repos.webhookEvents, fulfil, clock),
      [PAYMENT_GATEWAY, u.fulfilCheckout, CLOCK],
    );
    bind(u.reconcileCheckouts).toResolvedValue(
      (fulfil, clock) => new ReconcileCheckouts(repos.checkouts, fulfil, clock),
      [u.fulfilCheckout, CLOCK],
    );
    bind(u.validateMembership).toResolvedValue(
      (clock) => new ValidateMembership(repos.publicPage, clock),
      [CLOCK],
    );
    bind(u.sendMembershipEmail).toResolvedValue(
      (mailer, limiter, clock, core) =>
        new SendMembershipEmail(
          repos.campgrounds,
          repos.membershipTypes,
          repos.publicPage,
          repos.users,
          mailer,
          limiter,
          clock,
          core,
        ),
      [MAILER, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
  });
