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
import { ContainerModule } from 'inversify';
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
    bind(u.getCampground).toResolvedValue(
      (repos) => new GetCampground(repos.campgrounds, repos.membershipTypes),
      [REPOSITORIES],
    );
    bind(u.listCampgrounds).toResolvedValue((repos) => new ListCampgrounds(repos.publicPage), [REPOSITORIES]);
    bind(u.checkEmail).toResolvedValue(
      (repos, limiter, clock, core) =>
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
      [REPOSITORIES, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
    bind(u.storeUpload).toResolvedValue(
      (repos, storage, random, limiter, clock) =>
        new StoreUpload(storage, random, limiter, repos.uploads, clock),
      [REPOSITORIES, FILE_STORAGE, RANDOM_SOURCE, RATE_LIMITER, CLOCK],
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
      (repos, gateway, fulfil, clock) =>
        new HandlePaymentWebhook(gateway, repos.webhookEvents, fulfil, clock),
      [REPOSITORIES, PAYMENT_GATEWAY, u.fulfilCheckout, CLOCK],
    );
    bind(u.reconcileCheckouts).toResolvedValue(
      (repos, fulfil, clock) => new ReconcileCheckouts(repos.checkouts, fulfil, clock),
      [REPOSITORIES, u.fulfilCheckout, CLOCK],
    );
    bind(u.validateMembership).toResolvedValue(
      (repos, clock) => new ValidateMembership(repos.publicPage, clock),
      [REPOSITORIES, CLOCK],
    );
    bind(u.sendMembershipEmail).toResolvedValue(
      (repos, mailer, limiter, clock, core) =>
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
      [REPOSITORIES, MAILER, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
  });
