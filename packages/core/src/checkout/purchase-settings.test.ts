import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { SAMPLE_FILES, setUpPurchase, startCheckout, uploadSample } from '../testing/public-page-fixture';

/** A paid purchase of the Annual plan, with a military document when `military`. */
const purchase = async (
  settings: { autoApproveMemberships?: boolean; sendWelcomeEmails?: boolean },
  military: boolean,
) => {
  const { f, campground, annual } = await setUpPurchase();
  await f.repos.campgrounds.updateSettings(campground.id, settings, T0);
  const form = military
    ? { isMilitary: true, militaryDocumentUrl: await uploadSample(f, 'military-document', SAMPLE_FILES.pdf) }
    : {};
  const started = unwrap(
    await startCheckout(f, { campgroundId: campground.id, membershipTypeId: annual.id }, form),
  );
  f.gateway.setStatus(started.paymentIntentId, 'succeeded');
  const { membership } = unwrap(await f.fulfil.execute(started.paymentIntentId));
  return { f, membership };
};

describe("a purchase follows the campground's settings", () => {
  it('keeps a paid purchase with a military document pending while memberships are approved by hand', async () => {
    const { membership } = await purchase({ autoApproveMemberships: false }, true);
    expect(membership).toMatchObject({ status: 'pending', paymentStatus: 'paid', isMilitaryDiscount: true });
  });

  it('makes it active at once when memberships are approved automatically', async () => {
    const { membership } = await purchase({ autoApproveMemberships: true }, true);
    expect(membership).toMatchObject({ status: 'active', paymentStatus: 'paid' });
  });

  it('makes a paid purchase with nothing to review active either way', async () => {
    expect((await purchase({ autoApproveMemberships: false }, false)).membership.status).toBe('active');
  });

  it('sends a new account its welcome only while welcome e-mails are on; the receipt always', async () => {
    const on = await purchase({ sendWelcomeEmails: true }, false);
    expect(on.f.mailer.sent.map((mail) => mail.tags?.kind)).toEqual(['welcome', 'purchase-receipt']);
    const off = await purchase({ sendWelcomeEmails: false }, false);
    expect(off.f.mailer.sent.map((mail) => mail.tags?.kind)).toEqual(['purchase-receipt']);
  });
});
