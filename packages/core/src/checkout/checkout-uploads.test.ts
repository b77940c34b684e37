import { UPLOAD_ALREADY_USED_MESSAGE } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  aPurchaseForm,
  type PublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
  setUpPurchase,
  uploadSample,
} from '../testing/public-page-fixture';
import { ExpireCheckouts } from './expire-checkouts';

/** create-payment-intent with the given uploads, as the browser sends them again on a retry. */
const checkoutWith = (
  f: PublicPageFixture,
  target: { campgroundId: string; membershipTypeId: string },
  files: { idPhotoUrl: string; signatureDataUrl: string },
  email = 'avery.stone@camppass.test',
) =>
  f.createPaymentIntent.execute({
    ...target,
    currency: 'usd',
    purchase: aPurchaseForm({ ...files, email }),
    clientKey: '203.0.113.9',
  });

const setUp = async () => {
  const { f, campground, weekend } = await setUpPurchase();
  const files = {
    idPhotoUrl: await uploadSample(f, 'selfie', SAMPLE_FILES.jpeg),
    signatureDataUrl: await uploadSample(f, 'signature', SAMPLE_FILES.png),
  };
  return { f, target: { campgroundId: campground.id, membershipTypeId: weekend.id }, files };
};

const refused = { ok: false, code: 'UPLOAD_ALREADY_USED', message: UPLOAD_ALREADY_USED_MESSAGE };

describe('a purchase file belongs to one checkout', () => {
  it('refuses files another buyer’s checkout names, and opens no intent for them', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));

    expect(await checkoutWith(f, target, files, 'someone.else@camppass.test')).toEqual(refused);
    expect(
      await checkoutWith(
        f,
        target,
        { ...files, idPhotoUrl: await uploadSample(f, 'selfie', SAMPLE_FILES.jpeg) },
        'someone.else@camppass.test',
      ),
    ).toEqual(refused);
    expect(f.gateway.cancelled).toEqual([]);
    expect((await f.repos.checkouts.findByPaymentIntentId(first.paymentIntentId))?.status).toBe('pending');
    expect(await f.repos.checkouts.listNamingUploads([files.idPhotoUrl])).toHaveLength(1);
  });

  it('refuses files of a paid checkout', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId }));

    expect(await checkoutWith(f, target, files, 'someone.else@camppass.test')).toEqual(refused);
    expect(await f.repos.checkouts.listNamingUploads([files.idPhotoUrl])).toHaveLength(1);
  });

  it('lets the same buyer retry with the same files: the earlier checkout is cancelled and expired first', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));

    const second = unwrap(await checkoutWith(f, target, files));
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(f.gateway.cancelled).toEqual([first.paymentIntentId]);
    expect((await f.repos.checkouts.findByPaymentIntentId(first.paymentIntentId))?.status).toBe('expired');
    expect(await f.purchaseMembership.execute({ paymentIntentId: first.paymentIntentId })).toMatchObject({
      ok: false,
      code: 'CHECKOUT_EXPIRED',
    });

    f.gateway.setStatus(second.paymentIntentId, 'succeeded');
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: second.paymentIntentId }));
  });

  it('keeps the files with the earlier checkout when it was paid meanwhile, and fulfils it', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));
    f.gateway.setStatus(first.paymentIntentId, 'succeeded');

    expect(await checkoutWith(f, target, files)).toEqual(refused);
    expect((await f.repos.checkouts.findByPaymentIntentId(first.paymentIntentId))?.status).toBe('fulfilled');
    expect((await f.gateway.retrievePaymentIntent(first.paymentIntentId))?.status).toBe('succeeded');
  });

  it('lets another buyer use files whose earlier checkout expired unpaid', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));
    f.clock.advance({ hours: 3, minutes: 1 });
    expect(await new ExpireCheckouts(f).execute()).toMatchObject({ expired: 1 });
    expect((await f.repos.checkouts.findByPaymentIntentId(first.paymentIntentId))?.status).toBe('expired');

    expect((await checkoutWith(f, target, files, 'someone.else@camppass.test')).ok).toBe(true);
  });

  it('refuses the same buyer’s files still named by their pending checkout at another campground', async () => {
    const { f, target, files } = await setUp();
    const first = unwrap(await checkoutWith(f, target, files));
    const { campground, types } = await seedPublicCampground(f.repos, { campground: { name: 'Oak Hollow' } });
    const elsewhere = { campgroundId: campground.id, membershipTypeId: types[0]?.id ?? '' };

    expect(await checkoutWith(f, elsewhere, files)).toEqual(refused);
    expect(f.gateway.cancelled).toEqual([]);
    expect((await f.repos.checkouts.findByPaymentIntentId(first.paymentIntentId))?.status).toBe('pending');
  });
});
