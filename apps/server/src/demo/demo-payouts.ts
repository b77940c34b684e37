import type { Clock, PaymentGateway, UnitOfWork } from '@camppass/core';
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
 * Onboards the demo campground through the gateway, so `npm start` sells: its Express account is
 * opened (under the same per-campground key as the owner's Connect with Stripe) and stored, then, on a
 * gateway that can (the simulated one), onboarding is finished and the account's state stored. With
 * Stripe's own test keys the account stays in onboarding: the demo owner finishes it in Settings.
 * Idempotent: a campground that already takes charges is left alone. Answers whether it can sell.
 */
export async function onboardDemoCampground(deps: DemoPayoutsDependencies): Promise<boolean> {
  const { unitOfWork, gateway, clock } = deps;
  const found = await unitOfWork.run(async (repos) => {
    const campground = await repos.campgrounds.findBySlug(DEMO_SELLING_SLUG);
    return campground && { campground, account: await repos.payoutAccounts.findByCampground(campground.id) };
  });
  if (!found) return false;
  const { campground } = found;
  if (canTakeCharges(found.account)) return true;

  let accountId = found.account?.accountId;
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
  const stored = await unitOfWork.run((repos) => repos.payoutAccounts.updateState(current, clock.now()));
  return canTakeCharges(stored);
}
