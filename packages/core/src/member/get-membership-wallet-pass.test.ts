import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { setUpMemberArea } from '../testing/member-area-fixture';
import type { RecordingWalletPasses } from '../testing/recording-wallet-passes';
import { GetMembershipApplePass, GetMembershipGooglePass } from './get-membership-wallet-pass';

const setUp = async () => {
  const f = await setUpMemberArea();
  const wallet = f.core.walletPasses as RecordingWalletPasses;
  return {
    ...f,
    wallet,
    apple: new GetMembershipApplePass(f.core),
    google: new GetMembershipGooglePass(f.core),
  };
};

describe('wallet passes of a membership', () => {
  it('makes the Apple pass of the card’s words, colours, dates and its very QR link', async () => {
    const f = await setUp();
    const own = await f.membership(f.member.user.id, {
      membershipCode: 'CAM-WALLET1',
      startDate: '2026-05-01',
      endDate: '2026-06-05',
    });
    const pass = await f.apple.execute({ caller: f.member.principal, membershipId: own.id });
    if (!pass.ok) throw new Error(pass.message);
    expect(pass.value).toMatchObject({ fileName: 'membership-card-CAM-WALLET1.pkpass', development: true });
    const card = await f.use.card.execute({ caller: f.member.principal, membershipId: own.id });
    if (!card.ok) throw new Error(card.message);
    const [content] = f.wallet.made;
    expect(content).toMatchObject({
      serialNumber: own.id,
      campgroundName: 'Pine Valley',
      memberName: 'Jamie Rivers',
      membershipTypeName: 'Annual',
      membershipCode: 'CAM-WALLET1',
      startDate: '2026-05-01',
      endDate: '2026-06-05',
      backgroundColor: '#FDE047',
      fields: [
        { key: 'validFrom', label: 'Valid from', value: '05/01/2026' },
        { key: 'validTo', label: 'Valid to', value: '06/05/2026' },
        { key: 'status', label: 'Status', value: 'Active (expiring soon)' },
      ],
      description: 'Pine Valley membership',
    });
    // The same status link as the card image; the signed pass in the fragment is issued anew each time.
    expect(content?.qrText.split('#')[0]).toBe(card.value.statusUrl.split('#')[0]);
    expect(content?.qrText).toMatch(/#pass=1\./);
    expect(content?.foregroundColor).toBe(f.renderer.drawn[0]?.textColor);
  });

  it('puts the campground’s uploaded PNG logo on the pass, and its public address for Google', async () => {
    const f = await setUp();
    const own = await f.membership(f.member.user.id);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const key = `campgrounds/${f.campground.id}/logo-0a1b2c3d4e5f6a7b.png`;
    await f.storage.put(key, png, 'image/png');
    const logoUrl = `/functions/v1/campground-files/${f.campground.id}/logo-0a1b2c3d4e5f6a7b.png`;
    await f.repos.campgrounds.update(f.campground.id, { brandingLogoUrl: logoUrl }, T0);
    await f.apple.execute({ caller: f.member.principal, membershipId: own.id });
    expect(f.wallet.made[0]?.logoPng).toEqual(png);
    expect(f.wallet.made[0]?.logoUrl).toBe(`https://portal.camppass.test${logoUrl}`);
  });

  it('makes the Google save link of the same content', async () => {
    const f = await setUp();
    const own = await f.membership(f.member.user.id);
    const save = await f.google.execute({ caller: f.member.principal, membershipId: own.id });
    if (!save.ok) throw new Error(save.message);
    expect(save.value).toMatchObject({ saveUrl: null, development: true });
    expect(save.value.payload).toMatchObject({ serialNumber: own.id, qrText: f.wallet.made[0]?.qrText });
  });

  it('makes no pass of another member’s membership, answering as for an unknown one', async () => {
    const f = await setUp();
    const foreign = await f.membership(f.other.user.id);
    for (const useCase of [f.apple, f.google]) {
      const refused = await useCase.execute({ caller: f.member.principal, membershipId: foreign.id });
      const unknown = await useCase.execute({ caller: f.member.principal, membershipId: 'no-such-id' });
      expect(refused).toEqual(unknown);
      expect(refused.ok ? null : refused.code).toBe('MEMBERSHIP_NOT_FOUND');
    }
    expect(f.wallet.made).toEqual([]);
  });

  it('refuses staff alone', async () => {
    const f = await setUp();
    const own = await f.membership(f.member.user.id);
    const staff = await f.account('staff@camppass.test', ['staff']);
    const refused = await f.apple.execute({ caller: staff.principal, membershipId: own.id });
    expect(refused.ok ? null : refused.code).toBe('FORBIDDEN');
  });
});
