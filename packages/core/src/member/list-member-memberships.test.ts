import { describe, expect, it, vi } from 'vitest';
import { setUpMemberArea } from '../testing/member-area-fixture';

describe('user-memberships', () => {
  it('lists the caller’s memberships only; another member’s userId answers as an unknown one', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id);
    await f.membership(f.other.user.id);
    const mine = await f.use.memberships.execute({ caller: f.member.principal });
    expect(mine.ok && mine.value.memberships.map((m) => m.membership.id)).toEqual([own.id]);
    expect(mine.ok && mine.value.profile?.email).toBe('member@camppass.test');
    expect(await f.use.memberships.execute({ caller: f.member.principal, userId: f.member.user.id })).toEqual(
      mine,
    );

    const foreign = await f.use.memberships.execute({ caller: f.member.principal, userId: f.other.user.id });
    const unknown = await f.use.memberships.execute({ caller: f.member.principal, userId: 'no-such-user' });
    expect(foreign).toEqual(unknown);
    expect(foreign).toMatchObject({ ok: false, code: 'PROFILE_NOT_FOUND' });
  });

  it('reads an archived membership as the expired one it was, and looks each type and campground up once', async () => {
    const f = await setUpMemberArea();
    const archived = await f.membership(f.member.user.id, {
      startDate: '2025-05-01',
      endDate: '2026-04-30',
      status: 'archived',
    });
    await f.membership(f.member.user.id);
    const types = vi.spyOn(f.repos.membershipTypes, 'findById');
    const campgrounds = vi.spyOn(f.repos.campgrounds, 'findById');
    const mine = await f.use.memberships.execute({ caller: f.member.principal });
    if (!mine.ok) throw new Error(mine.message);
    expect(mine.value.memberships.find((m) => m.membership.id === archived.id)?.status).toBe('expired');
    expect(types).toHaveBeenCalledTimes(1);
    expect(campgrounds).toHaveBeenCalledTimes(1);
  });
});
