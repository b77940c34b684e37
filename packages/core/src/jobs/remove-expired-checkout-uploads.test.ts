import { describe, expect, it } from 'vitest';
import { ExpireCheckouts } from '../checkout/expire-checkouts';
import { unwrap } from '../testing/contract-harness';
import { type PublicPageFixture, setUpPurchase, startCheckout } from '../testing/public-page-fixture';
import { RemoveUnpaidUploads } from './remove-unpaid-uploads';

const uploadKeys = async (f: PublicPageFixture) =>
  (await f.repos.uploads.listUnclaimed(new Date(8_640_000_000_000_000), 10)).map((upload) => upload.key);

describe('remove-unpaid-uploads after expire-checkouts', () => {
  it('removes the files of an expired checkout within a few hours of their upload', async () => {
    const { f, campground, weekend } = await setUpPurchase();
    unwrap(await startCheckout(f, { campgroundId: campground.id, membershipTypeId: weekend.id }));
    const keys = await uploadKeys(f);
    expect(keys).toHaveLength(2);
    const remove = new RemoveUnpaidUploads(f);

    // Named by a pending checkout, the files stay past the 3 hours files no checkout names are kept.
    f.clock.advance({ hours: 3, minutes: 30 });
    expect(await remove.execute()).toEqual({ removed: 0, failed: 0 });

    expect(await new ExpireCheckouts(f).execute()).toMatchObject({ expired: 1 });
    expect(await remove.execute()).toEqual({ removed: 2, failed: 0 });
    for (const key of keys) expect(await f.storage.exists(key)).toBe(false);
  });
});
