import type { CampgroundRecord, Clock, ConnectedAccount, PaymentGateway, UnitOfWork } from '@camppass/core';
import { payoutAccountKey } from '@camppass/core/owner/payout-account-access';
import { canTakeCharges } from '@camppass/domain';

/** The demo campground that sells out of the box (demo-data.ts). */
export const DEMO_SELLING_SLUG = 'pine-valley';

/** A gateway that can finish an account's onboarding at once: the simulated one, and the in-memory fake. */
interface InstantOnboarding {
  completeOnboarding(accountId: string): unknown;
}

const onboardsAtOnce = (gateway: PaymentGateway): gateway is PaymentGateway & InstantOnboarding =>
  typeof (gateway as Partial<InstantOnboarding>).completeOnboarding === 'function';

export interface DemoPayoutsDependencies {
  readonly unitOfWork: UnitOfWork;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
}

/**
 * Onboards a campground through the gateway: its Express account is opened (under the same
 * per-campground key as the owner's Connect with Stripe) and stored, then, on a gateway that can (the
 * simulated one, the in-memory fake), onboarding is finished and the account's state stored. With
 * Stripe's own keys the account stays in onboarding: the owner finishes it in Settings. A campground
 * that already takes charges is left alone. Answers whether it can sell.
 */
export async function onboardThroughGateway(
  deps: DemoPayoutsDependencies,
  campground: Pick<CampgroundRecord, 'id' | 'name' | 'email'>,
): Promise<boolean> {
  const { unitOfWork, gateway, clock } = deps;
  const stored = await unitOfWork.run((repos) => repos.payoutAccounts.findByCampground(campground.id));
  if (canTakeCharges(stored)) return true;
  let accountId = stored?.accountId;
  if (!accountId) {
    const created = await gateway.createConnectedAccount({
      email: campground.email ?? 'owner@camppass.test',
      country: 'US',
      businessName: campground.name,
      metadata: { campgroundId: campground.id },
      idempotencyKey: payoutAccountKey(campground.id),
    });
    accountId = (
      await unitOfWork.run((repos) => repos.payoutAccounts.create(campground.id, created, clock.now()))
    ).accountId;
  }
  if (onboardsAtOnce(gateway)) await gateway.completeOnboarding(accountId);
  const current = await gateway.retrieveConnectedAccount(accountId);
  if (!current) return false;
  const updated = await unitOfWork.run((repos) => repos.payoutAccounts.updateState(current, clock.now()));
  return canTakeCharges(updated);
}

/** A gateway that forgets its accounts when the server stops: the simulated one. */
interface ForgetfulGateway {
  restoreAccount(account: ConnectedAccount): Promise<void>;
}

const forgetsAccounts = (gateway: PaymentGateway): gateway is PaymentGateway & ForgetfulGateway =>
  typeof (gateway as Partial<ForgetfulGateway>).restoreAccount === 'function';

/**
 * The simulated gateway keeps its accounts in memory: on start it is given back the accounts of the
 * active campgrounds, in their stored state, so a campground that sold before a restart still sells
 * (an inactive one's account comes back at the first start after it is active again). Answers how
 * many it was given.
 */
export async function restoreGatewayAccounts(deps: Omit<DemoPayoutsDependencies, 'clock'>): Promise<number> {
  const { gateway } = deps;
  if (!forgetsAccounts(gateway)) return 0;
  const accounts = await deps.unitOfWork.run(async (repos) =>
    repos.payoutAccounts.listByCampgrounds((await repos.campgrounds.listActive()).map(({ id }) => id)),
  );
  for (const account of accounts) {
    await gateway.restoreAccount({
      id: account.accountId,
      detailsSubmitted: account.detailsSubmitted,
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      requirementsDue: account.requirementsDue,
      disabledReason: account.disabledReason,
    });
  }
  return accounts.length;
}

/** Onboards the demo campground, so `npm start` sells (see {@link onboardThroughGateway}). */
export async function onboardDemoCampground(deps: DemoPayoutsDependencies): Promise<boolean> {
  const campground = await deps.unitOfWork.run((repos) => repos.campgrounds.findBySlug(DEMO_SELLING_SLUG));
  return campground ? onboardThroughGateway(deps, campground) : false;
}
