import { SendExpirationReminders } from '@camppass/core/jobs/send-expiration-reminders';
import {
  aMembership,
  FixedClock,
  InMemoryMailer,
  T0,
  TextEmailRenderer,
  unwrap,
} from '@camppass/core/testing';
import { expect, it } from 'vitest';
import { describeOnBothDrivers, useDatabase } from './testing/describe-on-both-drivers';
import { seedMembershipPrerequisites } from './testing/seed';

const config = {
  appBaseUrl: 'https://portal.camppass.test',
  productName: 'CampPass',
  secondFactorKey: 'a second-factor key for tests, 32+ characters',
};

describeOnBothDrivers('expiration reminders on the chosen days (migration 28)', ({ open }) => {
  const database = useDatabase(open);

  it('sends each membership its reminder once per chosen day, with two workers at the same moment', async () => {
    const { repos } = database;
    const { user, campground, type } = await seedMembershipPrerequisites(repos);
    await repos.campgrounds.updateSettings(campground.id, { expirationReminderDays: [30, 7, 1] }, T0);
    // T0 is 2026-06-01 in the campground's zone: 30 days before 07-01, 7 before 06-08, 1 before 06-02.
    const ends = ['2026-07-01', '2026-06-08', '2026-06-08', '2026-06-02', '2026-06-03', '2026-06-20'];
    for (const endDate of ends) {
      unwrap(
        await repos.memberships.create(
          aMembership({
            campgroundId: campground.id,
            membershipTypeId: type.id,
            memberId: user.id,
            startDate: '2026-01-01',
            endDate,
          }),
        ),
      );
    }
    const mailer = new InMemoryMailer();
    const clock = new FixedClock(T0);
    const worker = () =>
      new SendExpirationReminders({ repos, mailer, emailRenderer: new TextEmailRenderer(), clock, config });
    const reports = await Promise.all([worker().execute(), worker().execute()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(4);
    expect(mailer.sent).toHaveLength(4);
    expect(await worker().execute()).toMatchObject({ sent: 0 });
    const rows = await database.db.sql.query<{ days_before: number }>(
      'select days_before from expiration_reminders order by days_before',
    );
    expect(rows.map((row) => row.days_before)).toEqual([1, 7, 7, 30]);
  });

  it('keeps a campground whose reminders are off silent', async () => {
    const { repos } = database;
    const { user, campground, type } = await seedMembershipPrerequisites(repos);
    await repos.campgrounds.updateSettings(
      campground.id,
      { sendExpirationReminders: false, expirationReminderDays: [7] },
      T0,
    );
    await repos.memberships.create(
      aMembership({
        campgroundId: campground.id,
        membershipTypeId: type.id,
        memberId: user.id,
        startDate: '2026-01-01',
        endDate: '2026-06-08',
      }),
    );
    const mailer = new InMemoryMailer();
    const job = new SendExpirationReminders({
      repos,
      mailer,
      emailRenderer: new TextEmailRenderer(),
      clock: new FixedClock(T0),
      config,
    });
    expect(await job.execute()).toEqual({ campgrounds: 0, sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses stored reminder days out of range or none at all', async () => {
    const { repos } = database;
    const { campground } = await seedMembershipPrerequisites(repos);
    for (const days of ['{}', '{0}', '{366}', '{1,2,3,4,5,6}']) {
      await expect(
        database.db.sql.query(
          'update campground_settings set expiration_reminder_days = $1::integer[] where campground_id = $2',
          [days, campground.id],
        ),
      ).rejects.toThrow();
    }
    expect((await repos.campgrounds.findSettings(campground.id))?.expirationReminderDays).toEqual([30]);
  });
});
