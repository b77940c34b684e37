import { UNIT_OF_WORK } from '@camppass/core';
import { aMembershipType } from '@camppass/core/testing';
import { feeBreakdown, PAYMENTS_NOT_ENABLED_MESSAGE, platformShare } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { call, seedCampground } from '../../testing/http';
import { extensionIntent, renewalIntent, seedMembershipChanges } from '../../testing/membership-change-http';
import { payoutsTestApp } from '../../testing/payouts-http';
import { seedPineValley, startPurchase } from '../../testing/public-page-http';

describe('card payments reach the campground (destination charges) over HTTP', () => {
  it('records the campground’s account and the platform’s share on a purchase’s payment', async () => {
    const { test, gateway } = await payoutsTestApp();
    const { campground, types } = await seedPineValley(test);
    const weekend = types[0];
    if (!weekend) throw new Error('Pine Valley has no plans');
    const account = await test.container.get(REPOSITORIES).payoutAccounts.findByCampground(campground.id);

    const started = await startPurchase(test, { campgroundId: campground.id, membershipTypeId: weekend.id });
    expect(started.status, started.body).toBe(200);
    const paymentIntentId = started.json.paymentIntentId as string;
    const share = platformShare(feeBreakdown(weekend.priceCents));
    expect(gateway.intents.get(paymentIntentId)?.destination).toEqual({
      accountId: account?.accountId,
      applicationFeeCents: share,
    });
    gateway.setStatus(paymentIntentId, 'succeeded');
    const bought = await call(test, 'purchase-membership', { body: { paymentIntentId } });
    expect(bought.status, bought.body).toBe(200);

    const payment = await test.container.get(REPOSITORIES).payments.findByGatewayPaymentId(paymentIntentId);
    expect(payment).toMatchObject({
      connectedAccountId: account?.accountId,
      applicationFeeCents: share,
      amountCents: weekend.priceCents + share,
    });
  });

  it('sells nothing at a campground not onboarded: the page says so and no intent is created', async () => {
    const { test, gateway } = await payoutsTestApp();
    const campground = await seedCampground(test, 'new-camp', null, { payouts: false });
    const [paid, free] = await test.container
      .get(UNIT_OF_WORK)
      .run(async (repos) => [
        await repos.membershipTypes.create(
          aMembershipType({ campgroundId: campground.id, priceCents: 6_000 }),
        ),
        await repos.membershipTypes.create(
          aMembershipType({ campgroundId: campground.id, name: 'open-day', priceCents: 0 }),
        ),
      ]);

    const page = await call(test, 'get-campground', { method: 'GET', query: { slug: 'new-camp' } });
    expect(page.status, page.body).toBe(200);
    expect((page.json.data as { settings: { on_sale: boolean } }).settings.on_sale).toBe(false);

    for (const type of [paid, free]) {
      const refused = await startPurchase(test, {
        campgroundId: campground.id,
        membershipTypeId: type?.id ?? '',
      });
      expect(refused.status, refused.body).toBe(409);
      expect(refused.json).toMatchObject({
        code: 'PAYMENTS_NOT_ENABLED',
        error: PAYMENTS_NOT_ENABLED_MESSAGE,
      });
    }
    expect(gateway.intents.size).toBe(0);

    const onSale = await call(test, 'get-campground', { method: 'GET', query: { slug: 'pine-valley' } });
    expect(onSale.status).toBe(404);
    await seedPineValley(test);
    const sold = await call(test, 'get-campground', { method: 'GET', query: { slug: 'pine-valley' } });
    expect((sold.json.data as { settings: { on_sale: boolean } }).settings.on_sale).toBe(true);
  });

  it('refuses a member’s renewal and extension while the campground takes no card payments', async () => {
    const { test, gateway } = await payoutsTestApp();
    const area = await seedMembershipChanges(test);
    await test.container.get(UNIT_OF_WORK).run(async (repos) => {
      const stored = await repos.payoutAccounts.findByCampground(area.campground.id);
      if (!stored) throw new Error('The seeded campground has no payouts account');
      await repos.payoutAccounts.updateState(
        {
          id: stored.accountId,
          detailsSubmitted: true,
          chargesEnabled: false,
          payoutsEnabled: false,
          requirementsDue: ['external_account'],
          disabledReason: 'requirements.past_due',
        },
        test.clock.now(),
      );
    });

    const renewal = await renewalIntent(test, area.tokens.member, area.expiredOwn.id);
    const extension = await extensionIntent(test, area.tokens.member, area.weeklyOwn.id, area.type.id);
    for (const refused of [renewal, extension]) {
      expect(refused.status, refused.body).toBe(409);
      expect(refused.json.code).toBe('PAYMENTS_NOT_ENABLED');
    }
    expect(gateway.intents.size).toBe(0);
  });
});
