import { SIMULATED_CARD_PAYMENTS, UNIT_OF_WORK } from '@camppass/core';
import type { PurchaseForm } from '@camppass/core/checkout/create-payment-intent';
import { aMembershipType, aPurchaseForm, SAMPLE_FILES, seedPublicCampground } from '@camppass/core/testing';
import { SIMULATED_WEBHOOK_SINK } from '../container/dev-module';
import { call, onboardPayouts, SOCKET } from './http';
import type { TestApp } from './test-app';

// Helpers of the public page's HTTP tests, shared by the PGlite and PostgreSQL server files.

/** Pine Valley with its plans, onboarded for payouts through the app's gateway. */
export const seedPineValley = async (test: TestApp) => {
  const pine = await test.container.get(UNIT_OF_WORK).run((repos) =>
    seedPublicCampground(repos, {
      campground: { slug: 'pine-valley', name: 'Pine Valley' },
      payouts: false,
    }),
  );
  await onboardPayouts(test, pine.campground);
  return pine;
};

/** A $0 plan at the campground, and a checkout of it started (the amount sent is the expected 0). */
export const startFreePurchase = async (test: TestApp, campgroundId: string) => {
  const free = await test.container.get(UNIT_OF_WORK).run((repos) =>
    repos.membershipTypes.create(
      aMembershipType({
        campgroundId,
        name: 'open-day',
        displayName: 'Open Day',
        durationDays: 1,
        priceCents: 0,
      }),
    ),
  );
  return startPurchase(test, { campgroundId, membershipTypeId: free.id }, {}, 0);
};

export const uploadFile = async (test: TestApp, kind: string, bytes: Uint8Array, type = 'image/jpeg') => {
  const res = await test.app.request(
    `/functions/v1/upload-document?kind=${kind}`,
    { method: 'POST', headers: { 'content-type': type }, body: bytes },
    SOCKET,
  );
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { data?: { uploadId: string } },
  };
};

export const startPurchase = async (
  test: TestApp,
  target: { campgroundId: string; membershipTypeId: string },
  form: Partial<PurchaseForm> = {},
  amount?: number,
) => {
  const selfie = await uploadFile(test, 'selfie', SAMPLE_FILES.jpeg);
  const signature = await uploadFile(test, 'signature', SAMPLE_FILES.png, 'image/png');
  return call(test, 'create-payment-intent', {
    body: {
      ...(amount === undefined ? {} : { amount }),
      currency: 'usd',
      metadata: { ...target, memberEmail: 'avery.stone@camppass.test', memberName: 'Avery Stone' },
      createPaymentIntent: true,
      apiVersion: 'v1',
      purchase: aPurchaseForm({
        idPhotoUrl: selfie.json.data?.uploadId,
        signatureDataUrl: signature.json.data?.uploadId,
        ...form,
      }),
    },
  });
};

export const confirmCard = (test: TestApp, clientSecret: string, number = '4242 4242 4242 4242') =>
  call(test, 'simulated-card-confirm', {
    body: { clientSecret, card: { number, expMonth: 12, expYear: 2030, cvc: '123' } },
  });

/** Confirms the card at the gateway without its webhook reaching us (a lost delivery). */
export const confirmWithoutWebhook = async (test: TestApp, clientSecret: string) => {
  test.container.get(SIMULATED_WEBHOOK_SINK).connect(async () => {});
  const result = await test.container.get(SIMULATED_CARD_PAYMENTS).confirmCard(clientSecret, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  if (!result.ok) throw new Error(result.message);
};
