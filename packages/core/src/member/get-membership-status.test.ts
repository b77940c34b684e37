import { STATUS_NOT_VALID_TODAY, STATUS_VALID_TODAY } from '@camppass/domain';
import { describe, expect, it, vi } from 'vitest';
import { setUpMemberArea, tokenOf } from '../testing/member-area-fixture';

describe('membership status page', () => {
  it('says valid today on the campground’s own day, with no e-mail or code', async () => {
    const f = await setUpMemberArea();
    // 2026-06-02T03:00Z is still 2026-06-01 in Chicago: the pass ending on the 1st is valid there.
    f.core.clock.set('2026-06-02T03:00:00Z');
    const pass = await f.membership(f.member.user.id, { startDate: '2026-05-30', endDate: '2026-06-01' });
    const link = await f.use.statusLink.execute({ caller: f.member.principal, membershipId: pass.id });
    if (!link.ok) throw new Error(link.message);
    const status = await f.use.status.execute({ token: tokenOf(link.value.statusUrl) });
    expect(status).toEqual({
      ok: true,
      value: {
        campgroundName: 'Pine Valley',
        primaryColor: '#FDE047',
        secondaryColor: '#1E3A8A',
        memberName: 'Jamie R.',
        membershipTypeName: 'Annual',
        startDate: '2026-05-30',
        endDate: '2026-06-01',
        today: '2026-06-01',
        validToday: true,
        verdict: STATUS_VALID_TODAY,
      },
    });
    expect(JSON.stringify(status)).not.toMatch(/member@camppass\.test|CAM-/);
  });

  it('says not valid today before the start, after the end, and when cancelled', async () => {
    const f = await setUpMemberArea();
    const verdict = async (overrides: Parameters<typeof f.membership>[1]) => {
      const m = await f.membership(f.member.user.id, overrides);
      const link = await f.use.statusLink.execute({ caller: f.member.principal, membershipId: m.id });
      if (!link.ok) throw new Error(link.message);
      const status = await f.use.status.execute({ token: tokenOf(link.value.statusUrl) });
      return status.ok ? status.value.verdict : status.code;
    };
    expect(await verdict({ startDate: '2026-05-01', endDate: '2026-05-31' })).toBe(STATUS_NOT_VALID_TODAY);
    expect(await verdict({ status: 'cancelled', endDate: '2026-12-31' })).toBe(STATUS_NOT_VALID_TODAY);
    expect(await verdict({ startDate: '2026-06-01', endDate: '2026-06-01' })).toBe(STATUS_VALID_TODAY);
  });

  it('says when a membership that has not started starts, not that it is invalid', async () => {
    const f = await setUpMemberArea();
    const renewal = await f.membership(f.member.user.id, { startDate: '2026-06-11', endDate: '2026-06-30' });
    const link = await f.use.statusLink.execute({ caller: f.member.principal, membershipId: renewal.id });
    if (!link.ok) throw new Error(link.message);
    const status = await f.use.status.execute({ token: tokenOf(link.value.statusUrl) });
    expect(status).toMatchObject({ ok: true, value: { validToday: false, verdict: 'Starts on 06/11/2026' } });
  });

  it('finds nothing for a token that is malformed or unknown', async () => {
    const f = await setUpMemberArea();
    const lookup = vi.spyOn(f.repos.statusTokens, 'findMembershipId');
    for (const token of ['', 'short', '../../etc/passwd', 'x'.repeat(500), `${'a'.repeat(20)}.png`]) {
      expect(await f.use.status.execute({ token })).toMatchObject({
        ok: false,
        code: 'STATUS_LINK_NOT_FOUND',
      });
    }
    // A malformed token is refused before any read.
    expect(lookup).not.toHaveBeenCalled();
    expect(await f.use.status.execute({ token: 'a'.repeat(40) })).toMatchObject({
      code: 'STATUS_LINK_NOT_FOUND',
    });
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
