import { REMINDER_INVALID_EMAIL, REMINDER_NO_ACTIVE_MEMBERSHIP, REMINDER_SENT } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import { setUpMemberAtPineValley as setUp } from '../testing/public-page-fixture';

describe('send-membership-email', () => {
  it('e-mails the active memberships, 404 without any, 400 for a malformed address, and limits repeats', async () => {
    const { f, membership } = await setUp();
    unwrap(await membership('PIN-ABCD0001'));
    const send = (email: string, clientKey = 'ip-1') =>
      f.sendMembershipEmail.execute({ email, campgroundSlug: 'pine-valley', clientKey });

    expect(await send('not-an-email')).toMatchObject({
      ok: false,
      code: 'INVALID_EMAIL',
      message: REMINDER_INVALID_EMAIL,
    });
    expect(await send('nobody@camppass.test')).toMatchObject({
      ok: false,
      code: 'NO_ACTIVE_MEMBERSHIP',
      message: REMINDER_NO_ACTIVE_MEMBERSHIP,
    });
    expect(unwrap(await send('MEMBER@camppass.test'))).toEqual({ message: REMINDER_SENT, sent: 1 });
    expect(f.mailer.sentTo('member@camppass.test')[0]?.text).toContain('PIN-ABCD0001');
    await send('member@camppass.test', 'ip-2');
    await send('member@camppass.test', 'ip-3');
    expect(await send('member@camppass.test', 'ip-4')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });
});
