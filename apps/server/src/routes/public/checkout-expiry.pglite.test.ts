import { SAMPLE_FILES } from '@camppass/core/testing';
import { CHECKOUT_EXPIRED_MESSAGE, UPLOAD_ALREADY_USED_MESSAGE } from '@camppass/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../container/jobs-module';
import { call } from '../../testing/http';
import { sharedPglite } from '../../testing/pglite';
import {
  confirmCard,
  confirmWithoutWebhook,
  seedPineValley,
  startPurchase,
  uploadFile,
} from '../../testing/public-page-http';
import { type TestApp, testApp } from '../../testing/test-app';

const pglite = sharedPglite();
afterAll(pglite.close);

let test: TestApp;
let pine: Awaited<ReturnType<typeof seedPineValley>>;
const weekend = () => ({ campgroundId: pine.campground.id, membershipTypeId: pine.types[0]?.id ?? '' });

const runJob = async (name: string) => {
  const job = scheduledJobs(test.container).find((scheduled) => scheduled.name === name);
  if (!job) throw new Error(`No job ${name}`);
  return job.run();
};

beforeEach(async () => {
  test = await testApp({ persistence: pglite.persistence });
  pine = await seedPineValley(test);
});

describe('unpaid checkouts expire over HTTP (PGlite)', () => {
  it('a purchase not paid within 3 hours: the card is refused, the purchase answers that it expired, its files go', async () => {
    const started = await startPurchase(test, weekend());
    expect(started.status, started.body).toBe(200);
    const { paymentIntentId, clientSecret } = started.json as {
      paymentIntentId: string;
      clientSecret: string;
    };

    test.clock.advance({ hours: 2 });
    expect(await runJob('expire-checkouts')).toMatchObject({ examined: 0 });
    test.clock.advance({ hours: 1, minutes: 1 });
    expect(await runJob('expire-checkouts')).toEqual({
      examined: 1,
      expired: 1,
      paid: 0,
      kept: 0,
      failed: 0,
    });
    expect(await runJob('expire-checkouts')).toMatchObject({ examined: 0 });

    const card = await confirmCard(test, clientSecret);
    expect(card.status).toBe(409);
    expect(card.json).toMatchObject({ code: 'PAYMENT_INTENT_UNEXPECTED_STATE' });
    const bought = await call(test, 'purchase-membership', { body: { paymentIntentId } });
    expect(bought.status, bought.body).toBe(410);
    expect(bought.json).toMatchObject({ code: 'CHECKOUT_EXPIRED', error: CHECKOUT_EXPIRED_MESSAGE });

    test.clock.advance({ hours: 1 });
    expect(await runJob('remove-unpaid-uploads')).toEqual({ removed: 2, failed: 0 });
  });

  it('a payment made just before the expiry is fulfilled by it, not lost', async () => {
    const started = await startPurchase(test, weekend());
    const { paymentIntentId, clientSecret } = started.json as {
      paymentIntentId: string;
      clientSecret: string;
    };
    await confirmWithoutWebhook(test, clientSecret);

    test.clock.advance({ hours: 4 });
    expect(await runJob('expire-checkouts')).toMatchObject({ examined: 1, expired: 0, paid: 1 });
    const bought = await call(test, 'purchase-membership', { body: { paymentIntentId } });
    expect(bought.status, bought.body).toBe(200);
    expect(await runJob('remove-unpaid-uploads')).toEqual({ removed: 0, failed: 0 });
  });

  it('refuses a file another buyer’s checkout names, and lets the same buyer retry with it', async () => {
    const selfie = (await uploadFile(test, 'selfie', SAMPLE_FILES.jpeg)).json.data?.uploadId;
    const first = await startPurchase(test, weekend(), { idPhotoUrl: selfie });
    expect(first.status, first.body).toBe(200);

    const other = await startPurchase(test, weekend(), { idPhotoUrl: selfie, email: 'other@camppass.test' });
    expect(other.status, other.body).toBe(409);
    expect(other.json).toMatchObject({ code: 'UPLOAD_ALREADY_USED', error: UPLOAD_ALREADY_USED_MESSAGE });

    const retry = await startPurchase(test, weekend(), { idPhotoUrl: selfie });
    expect(retry.status, retry.body).toBe(200);
    const earlier = await call(test, 'purchase-membership', {
      body: { paymentIntentId: first.json.paymentIntentId },
    });
    expect(earlier.json).toMatchObject({ code: 'CHECKOUT_EXPIRED' });
  });
});
