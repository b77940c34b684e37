import { contrastRatio, MIN_TEXT_CONTRAST } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { seedPrincipal } from '../testing/in-memory-core';
import { setUpMemberArea, tokenOf } from '../testing/member-area-fixture';
import { CARD_HEIGHT, CARD_WIDTH } from './get-membership-card';

describe('membership card', () => {
  it('draws the member’s card in the campground’s colours, readable, with the status link in the QR', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id, {
      membershipCode: 'CAM-CARD1',
      startDate: '2026-05-01',
      endDate: '2026-06-05',
    });
    const card = await f.use.card.execute({ caller: f.member.principal, membershipId: own.id });
    if (!card.ok) throw new Error(card.message);
    expect(card.value.fileName).toBe('membership-card-CAM-CARD1.png');
    const [drawn] = f.renderer.drawn;
    expect(drawn).toMatchObject({
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: '#FDE047',
      accentColor: '#1E3A8A',
      campgroundName: 'Pine Valley',
      memberName: 'Jamie Rivers',
      membershipTypeName: 'Annual',
      membershipCode: 'CAM-CARD1',
      qrText: card.value.statusUrl,
      details: [
        ['Valid from', '05/01/2026'],
        ['Valid to', '06/05/2026'],
        ['Status', 'Active (expiring soon)'],
      ],
    });
    // A yellow card gets dark text, the navy accent light text.
    expect(contrastRatio(drawn?.backgroundColor ?? '', drawn?.textColor ?? '')).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(drawn?.accentColor ?? '', drawn?.accentTextColor ?? '')).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );

    const status = await f.use.status.execute({ token: tokenOf(card.value.statusUrl) });
    expect(status.ok).toBe(true);
    // The same link as the member's status link: one token per membership.
    const link = await f.use.statusLink.execute({ caller: f.member.principal, membershipId: own.id });
    expect(link.ok && link.value.statusUrl).toBe(card.value.statusUrl);
  });

  it('draws a membership that has not started as starting on its date, not as active', async () => {
    const f = await setUpMemberArea();
    const renewal = await f.membership(f.member.user.id, { startDate: '2026-06-11', endDate: '2026-06-20' });
    const card = await f.use.card.execute({ caller: f.member.principal, membershipId: renewal.id });
    if (!card.ok) throw new Error(card.message);
    expect(f.renderer.drawn[0]?.details).toContainEqual(['Status', 'Starts on 06/11/2026']);
  });

  it('draws no card of another member’s membership', async () => {
    const f = await setUpMemberArea();
    const foreign = await f.membership(f.other.user.id);
    const asked = await f.use.card.execute({ caller: f.member.principal, membershipId: foreign.id });
    expect(asked).toEqual(await f.use.card.execute({ caller: f.member.principal, membershipId: 'nope' }));
    expect(f.renderer.drawn).toHaveLength(0);
  });

  it('names a member without a last name by the first name alone', async () => {
    const f = await setUpMemberArea();
    await f.repos.users.updateProfile(f.member.user.id, { lastName: '' }, f.core.clock.now());
    const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-CARD2' });
    const card = await f.use.card.execute({ caller: f.member.principal, membershipId: own.id });
    expect(card.ok).toBe(true);
    expect(f.renderer.drawn.at(-1)?.memberName).toBe('Jamie');
  });

  it('draws the card without a name for a member who has not filled in a profile', async () => {
    const f = await setUpMemberArea();
    const caller = await seedPrincipal(f.core, { email: 'no-profile@camppass.test', status: null });
    const own = await f.membership(caller.userId, { membershipCode: 'CAM-CARD3' });
    const card = await f.use.card.execute({ caller, membershipId: own.id });
    expect(card.ok).toBe(true);
    expect(f.renderer.drawn.at(-1)).toMatchObject({ memberName: '', membershipCode: 'CAM-CARD3' });
  });
});
