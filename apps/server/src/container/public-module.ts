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
  UNIT_OF_WORK,
  ValidateMembership,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { CORE_PORTS } from './core-module';
import { REPOSITORIES } from './persistence-module';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the public page's and the purchase's use cases. */
export const PUBLIC_USE_CASES = {
  getCampground: token<GetCampground>('GetCampground'),
  listCampgrounds: token<ListCampgrounds>('ListCampgrounds'),
  checkEmail: token<CheckEmail>('CheckEmail'),
  storeUpload: token<StoreUpload>('StoreUpload'),
  createPaymentIntent: token<CreatePaymentIntent>('CreatePaymentIntent'),
  fulfilCheckout: token<FulfilCheckout>('FulfilCheckout'),
  purchaseMembership: token<PurchaseMembership>('PurchaseMembership'),
  handlePaymentWebhook: token<HandlePaymentWebhook>('HandlePaymentWebhook'),
  reconcileCheckouts: token<ReconcileCheckouts>('ReconcileCheckouts'),
  validateMembership: token<ValidateMembership>('ValidateMembership'),
  sendMembershipEmail: token<SendMembershipEmail>('SendMembershipEmail'),
} as const;

/** The public page and purchase: its use cases over the repositories and the other ports. */
export const publicModule = () =>
  new ContainerModule(({ bind }) => {
    const u = PUBLIC_USE_CASES;
    bind(u.getCampground).toResolvedValue((uow) => new GetCampground(uow), [UNIT_OF_WORK]);
    bind(u.listCampgrounds).toResolvedValue((uow) => new ListCampgrounds(uow), [UNIT_OF_WORK]);
    bind(u.checkEmail).toResolvedValue(
      (uow, limiter, clock, core) => new CheckEmail(uow, limiter, clock, core),
      [UNIT_OF_WORK, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
    bind(u.storeUpload).toResolvedValue((ports) => new StoreUpload(ports), [CORE_PORTS]);
    bind(u.createPaymentIntent).toResolvedValue(
      (uow, gateway, storage, uploads, random, limiter, clock) =>
        new CreatePaymentIntent(uow, gateway, storage, uploads, random, limiter, clock),
      [UNIT_OF_WORK, PAYMENT_GATEWAY, FILE_STORAGE, u.storeUpload, RANDOM_SOURCE, RATE_LIMITER, CLOCK],
    );
    bind(u.fulfilCheckout).toResolvedValue((ports) => new FulfilCheckout(ports), [CORE_PORTS]);
    bind(u.purchaseMembership).toResolvedValue(
      (fulfil) => new PurchaseMembership(fulfil),
      [u.fulfilCheckout],
    );
    bind(u.handlePaymentWebhook).toResolvedValue(
      (uow, gateway, fulfil, clock) => new HandlePaymentWebhook(gateway, uow, fulfil, clock),
      [UNIT_OF_WORK, PAYMENT_GATEWAY, u.fulfilCheckout, CLOCK],
    );
    bind(u.reconcileCheckouts).toResolvedValue(
      (uow, fulfil, clock) => new ReconcileCheckouts(uow, fulfil, clock),
      [UNIT_OF_WORK, u.fulfilCheckout, CLOCK],
    );
    bind(u.validateMembership).toResolvedValue(
      (repos, clock, limiter) => new ValidateMembership(repos.membershipVerification, clock, limiter),
      [REPOSITORIES, CLOCK, RATE_LIMITER],
    );
    bind(u.sendMembershipEmail).toResolvedValue(
      (uow, mailer, limiter, clock, core) => new SendMembershipEmail(uow, mailer, limiter, clock, core),
      [UNIT_OF_WORK, MAILER, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
  });
