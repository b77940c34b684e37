import { describe, expect, it } from 'vitest';
import { setUpMemberArea } from '../testing/member-area-fixture';

describe('get member profile', () => {
  it('answers the caller’s own profile with the account e-mail', async () => {
    const f = await setUpMemberArea();
    const result = await f.use.profile.execute({ caller: f.member.principal });
    expect(result).toMatchObject({ ok: true, value: { email: 'member@camppass.test', firstName: 'Jamie' } });
  });
});
