import { describe, expect, it } from 'vitest';
import type { CampgroundSettingsFields } from '../ports/repositories/campground-repository';
import { aMembership, T0 } from '../testing/builders';
import { seedUser, unwrap } from '../testing/contract-harness';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryMailer } from '../testing/in-memory-mailer';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work';
import { seedPublicCampground } from '../testing/public-page-fixture';
import { TextEmailRenderer } from '../testing/text-email-renderer';
import { SendExpirationReminders } from './send-expiration-reminders';

const config = {
  appBaseUrl: 'https://portal.camppass.test',
  productName: 'CampPass',
  secondFactorKey: 'a second-factor key for tests, 32+ characters',
};

/** The one reminder a member whose Annual membership ends in 7 days gets, under these settings. */
const reminderUnder = async (settings: Partial<CampgroundSettingsFields>) => {
  const { repos } = new InMemoryUnitOfWork();
  const { campground, types } = await seedPublicCampground(repos, {
    settings: { sendExpirationReminders: true, expirationReminderDays: [7], ...settings },
  });
  const user = await seedUser(repos, 'riley@camppass.test');
  unwrap(
    await repos.memberships.create(
      aMembership({
        campgroundId: campground.id,
        memberId: user.id,
        membershipTypeId: types[1]?.id ?? '',
        startDate: '2025-06-08',
        endDate: '2026-06-08',
      }),
    ),
  );
  const mailer = new InMemoryMailer();
  const emailRenderer = new TextEmailRenderer();
  await new SendExpirationReminders({
    repos,
    mailer,
    emailRenderer,
    clock: new FixedClock(T0),
    config,
  }).execute();
  expect(mailer.sent).toHaveLength(1);
  return { mail: mailer.sent[0], email: emailRenderer.rendered[0], slug: campground.slug };
};

describe('the expiration reminder e-mail', () => {
  it('asks an active member to extend, never to renew, when the campground allows extensions', async () => {
    const { mail, email, slug } = await reminderUnder({});
    expect(mail?.text).toContain('ends in 7 days.');
    expect(mail?.text).toContain('extend it to a longer membership from your dashboard');
    expect(mail?.text).toContain('Extend your membership: https://portal.camppass.test/member-dashboard');
    expect(mail?.text).not.toMatch(/renew/i);
    expect(email?.brand).toMatchObject({
      name: 'Pine Valley',
      homeUrl: `https://portal.camppass.test/campground/${slug}`,
    });
  });

  it('speaks of renewing once it ends when extensions are off and renewals on', async () => {
    const { mail } = await reminderUnder({ allowMemberExtensions: false });
    expect(mail?.text).toContain('Once it has ended you can renew it from your dashboard');
    expect(mail?.text).not.toContain('Extend your membership');
  });

  it('sends the member to the campground when members may neither extend nor renew', async () => {
    const { mail } = await reminderUnder({ allowMemberExtensions: false, allowMemberRenewals: false });
    expect(mail?.text).toContain('To keep it going, get in touch with Pine Valley.');
    expect(mail?.text).not.toMatch(/extend it|renew it/i);
  });
});
