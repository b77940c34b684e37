import { describe, expect, it } from 'vitest';
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
});
