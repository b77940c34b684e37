import { FUNCTIONS, type FunctionName } from '@camppass/client';
import { type CampgroundSettingsFields, signWebhookPayload, UNIT_OF_WORK } from '@camppass/core';
import { SAMPLE_FILES } from '@camppass/core/testing';
import { feeBreakdown } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, SOCKET } from '../../testing/http';
import { confirmCard, seedPineValley, startPurchase, uploadFile } from '../../testing/public-page-http';
import { type TestApp, testApp } from '../../testing/test-app';

// The portal parses these answers with the contract's schemas, so every success answer must match them.
const conforms = (name: FunctionName, exchange: { status: number; json: unknown }) => {
  expect(exchange.status, JSON.stringify(exchange.json)).toBe(200);
  const parsed = FUNCTIONS[name].response.safeParse(exchange.json);
  expect(parsed.error?.issues ?? []).toEqual([]);
};

let test: TestApp;
let pine: Awaited<ReturnType<typeof seedPineValley>>;

beforeEach(async () => {
  test = await testApp();
  pine = await seedPineValley(test);
});

describe('the public functions answer in the shapes of the contract', () => {
  it('get-campground, list-campgrounds, check-email', async () => {
    conforms('get-campground', await call(test, 'get-campground?slug=pine-valley', { method: 'GET' }));
    conforms('list-campgrounds', await call(test, 'list-campgrounds', { method: 'GET' }));
    const target = { campgroundId: pine.campground.id, membershipTypeId: pine.types[0]?.id ?? '' };
    conforms(
      'check-email',
      await call(test, 'check-email', { body: { email: 'new@camppass.test', ...target } }),
    );
  });

  it('upload-document, create-payment-intent, simulated-card-confirm, purchase-membership, validate-membership, send-membership-email', async () => {
    const target = { campgroundId: pine.campground.id, membershipTypeId: pine.types[0]?.id ?? '' };
    conforms('upload-document', await uploadFile(test, 'selfie', SAMPLE_FILES.jpeg));
    const started = await startPurchase(test, target, {}, feeBreakdown(6_000).total);
    conforms('create-payment-intent', started);
    conforms('simulated-card-confirm', await confirmCard(test, started.json.clientSecret as string));
    const bought = await call(test, 'purchase-membership', {
      body: { paymentIntentId: started.json.paymentIntentId },
    });
    conforms('purchase-membership', bought);
    const code = (bought.json.data as { membership: { membership_code: string } }).membership.membership_code;
    const validity = (dateRanges: [string, string][]) =>
      call(test, 'validate-membership', {
        body: {
          membershipCode: code,
          email: 'avery.stone@camppass.test',
          campgroundSlug: 'pine-valley',
          dateRanges,
        },
      });
    const valid = await validity([['2026-06-05', '2026-06-07']]);
    expect(valid.json).toMatchObject({ valid: true });
    conforms('validate-membership', valid);
    const invalid = await validity([['2030-06-05', '2030-06-07']]);
    expect(invalid.json).toMatchObject({ valid: false });
    conforms('validate-membership', invalid);
    const member = { email: 'avery.stone@camppass.test', campgroundSlug: 'pine-valley' };
    conforms('send-membership-email', await call(test, 'send-membership-email', { body: member }));
    const held = await call(test, 'check-email', { body: { email: member.email, ...target } });
    expect(held.json).toMatchObject({ canProceed: false });
    conforms('check-email', held);
  });

  it('payments-webhook', async () => {
    const now = Math.floor(test.clock.now().getTime() / 1000);
    const payload = JSON.stringify({
      id: 'evt_contract',
      object: 'event',
      type: 'customer.created',
      created: now,
      data: { object: {} },
    });
    const res = await test.app.request(
      '/functions/v1/payments-webhook',
      {
        method: 'POST',
        headers: {
          'stripe-signature': await signWebhookPayload(payload, 'whsec_test_simulated', now),
          'content-type': 'application/json',
        },
        body: payload,
      },
      SOCKET,
    );
    conforms('payments-webhook', { status: res.status, json: await res.json() });
  });
});

describe('the public settings', () => {
  it('offer "Renew automatically" only while renewals are allowed and paid and the owner offers it', async () => {
    const settings = (patch: Partial<CampgroundSettingsFields>) =>
      test.container
        .get(UNIT_OF_WORK)
        .run((repos) => repos.campgrounds.updateSettings(pine.campground.id, patch, test.clock.now()));
    const offered = async () => {
      const page = await call(test, 'get-campground', { method: 'GET', query: { slug: 'pine-valley' } });
      return (page.json.data as { settings: { offer_auto_renewal: boolean } }).settings.offer_auto_renewal;
    };
    expect(await offered()).toBe(true);
    await settings({ offerAutoRenewal: false });
    expect(await offered()).toBe(false);
    await settings({ offerAutoRenewal: true, requirePaymentForRenewals: false });
    expect(await offered()).toBe(false);
    await settings({ requirePaymentForRenewals: true, allowMemberRenewals: false });
    expect(await offered()).toBe(false);
  });
});
