import {
  REMINDER_INVALID_EMAIL,
  REMINDER_NO_ACTIVE_MEMBERSHIP,
  REMINDER_SENT,
  VALIDITY_MESSAGES,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aMembership, aUser } from '../testing/builders';
import { unwrap } from '../testing/contract-harness';
import { createPublicPageFixture, seedPublicCampground } from '../testing/public-page-fixture';

const setUp = async () => {
  const f = createPublicPageFixture();
  const { campground, types } = await seedPublicCampground(f.repos, { campground: { slug: 'pine-valley' } });
  const type = types[0];
  if (!type) throw new Error('no type');
  const user = unwrap(await f.repos.users.create(aUser({ email: 'member@camppass.test' })));
  const membership = (code: string, fields: Partial<Parameters<typeof aMembership>[0]> = {}) =>
    f.repos.memberships.create(
      aMembership({
        campgroundId: campground.id,
        memberId: user.id,
        membershipTypeId: type.id,
        membershipCode: code,
        startDate: '2026-06-01',
        endDate: '2026-06-07',
        ...fields,
      }),
    );
  return { f, campground, type, user, membership };
};

describe('get-campground and list-campgrounds', () => {
  it('finds an active campground by id and slug with its active types; others are not found', async () => {
    const { f, campground, type } = await setUp();
    await f.repos.membershipTypes.create({ ...type, name: 'hidden', isActive: false, createdAt: new Date() });
    const hidden = unwrap(
      await f.repos.campgrounds.create({
        name: 'Closed Camp',
        slug: 'closed',
        status: 'inactive',
        createdAt: new Date(),
      }),
    );

    const byId = unwrap(await f.getCampground.execute({ id: campground.id }));
    expect(byId.membershipTypes.map((t) => t.name)).toEqual(['weekend', 'annual']);
    expect(unwrap(await f.getCampground.execute({ slug: 'pine-valley' })).campground.id).toBe(campground.id);
    expect(await f.getCampground.execute({ slug: 'closed' })).toMatchObject({
      ok: false,
      code: 'CAMPGROUND_NOT_FOUND',
    });
    expect((await f.listCampgrounds.execute()).map((c) => c.id)).not.toContain(hidden.id);
  });
});

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
