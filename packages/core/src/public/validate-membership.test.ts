import { VALIDITY_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../testing/contract-harness';
import {
  type createPublicPageFixture,
  setUpMemberAtPineValley as setUp,
} from '../testing/public-page-fixture';

describe('validate-membership', () => {
  const ask = (
    f: ReturnType<typeof createPublicPageFixture>,
    fields: Partial<{ code: string; email: string; ranges: [string, string][] }>,
  ) =>
    f.validateMembership.execute({
      membershipCode: fields.code ?? 'pin-abcd0001',
      email: fields.email ?? 'Member@CampPass.test',
      campgroundSlug: 'pine-valley',
      dateRanges: fields.ranges ?? [['2026-06-02', '2026-06-04']],
    });

  it('answers each code with the spec message, and valid inside the period', async () => {
    const { f, membership } = await setUp();
    unwrap(await membership('PIN-ABCD0001'));
    unwrap(
      await membership('PIN-EXPIRED1', { startDate: '2026-05-01', endDate: '2026-05-07', status: 'expired' }),
    );
    unwrap(await membership('PIN-PENDING1', { status: 'pending' }));

    expect(unwrap(await ask(f, {}))).toMatchObject({
      valid: true,
      status: 'active',
      startDate: '2026-06-01',
      endDate: '2026-06-07',
    });
    const cases: [Parameters<typeof ask>[1], keyof typeof VALIDITY_MESSAGES][] = [
      [{ code: 'PIN-NOPE' }, 'MEMBERSHIP_NOT_FOUND'],
      [{ email: 'other@camppass.test' }, 'EMAIL_MISMATCH'],
      [{ code: 'PIN-EXPIRED1' }, 'MEMBERSHIP_EXPIRED'],
      [{ code: 'PIN-PENDING1' }, 'MEMBERSHIP_INACTIVE'],
      [{ ranges: [['2026-06-06', '2026-06-10']] }, 'OUTSIDE_MEMBERSHIP_PERIOD'],
      [{ ranges: [['2026-06-01', '2026-06-20']] }, 'DURATION_EXCEEDED'],
      [{ ranges: [['2026-06-04', '2026-06-02']] }, 'INVALID_DATES'],
    ];
    for (const [fields, code] of cases) {
      expect(unwrap(await ask(f, fields))).toEqual({ valid: false, code, message: VALIDITY_MESSAGES[code] });
    }
  });

  it('takes today in the campground zone: 03:00 UTC is still yesterday in Chicago', async () => {
    const { f, membership } = await setUp();
    unwrap(await membership('PIN-ABCD0001', { startDate: '2026-05-25', endDate: '2026-05-31' }));
    f.clock.set('2026-06-01T03:00:00.000Z');
    expect(unwrap(await ask(f, { ranges: [['2026-05-31', '2026-05-31']] }))).toMatchObject({ valid: true });
  });
});

describe('validate-membership limits', () => {
  const ask = (f: Awaited<ReturnType<typeof setUp>>['f'], code: string, clientKey = '198.51.100.7') =>
    f.validateMembership.execute({
      membershipCode: code,
      email: 'member@camppass.test',
      campgroundSlug: 'pine-valley',
      dateRanges: [['2026-06-02', '2026-06-04']],
      clientKey,
    });

  it('withholds answers that are not valid past 20 an hour per client, with the seconds to wait', async () => {
    const { f, membership } = await setUp();
    unwrap(await membership('PIN-ABCD0001'));
    for (let i = 0; i < 20; i++) expect((await ask(f, `PIN-GUESS${i}`)).ok).toBe(true);

    expect(await ask(f, 'PIN-GUESS99')).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 3600,
    });
    // A code and e-mail that match tell a guesser nothing new, and cost no count.
    expect(unwrap(await ask(f, 'PIN-ABCD0001'))).toMatchObject({ valid: true });
    expect(unwrap(await ask(f, 'PIN-GUESS99', '203.0.113.9'))).toMatchObject({ valid: false });
    f.clock.advance({ hours: 1 });
    expect((await ask(f, 'PIN-GUESS99')).ok).toBe(true);
  });

  it('lets no more than the limit of 50 parallel guesses be answered', async () => {
    const { f } = await setUp();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(f, `PIN-RUSH${i}`)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(20);
  });
});
