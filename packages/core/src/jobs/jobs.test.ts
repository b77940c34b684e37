import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../ports/mailer';
import { aMembership, aPasswordReset, aSession, minutesAfterT0, T0 } from '../testing/builders';
import { seedUser, unwrap } from '../testing/contract-harness';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryMailer } from '../testing/in-memory-mailer';
import { InMemoryRateLimiter } from '../testing/in-memory-rate-limiter';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work';
import {
  aPurchaseForm,
  createPublicPageFixture,
  type PublicPageFixture,
  SAMPLE_FILES,
  seedPublicCampground,
} from '../testing/public-page-fixture';
import { TextEmailRenderer } from '../testing/text-email-renderer';
import { DeliverOutbox, OUTBOX_MAX_ATTEMPTS, outboxRetryDelaySeconds } from './deliver-outbox';
import { PruneExpiredRecords } from './prune-expired-records';
import {
  RemoveUnpaidUploads,
  UNNAMED_UPLOAD_KEEP_HOURS,
  UNPAID_UPLOAD_KEEP_HOURS,
} from './remove-unpaid-uploads';
import { RetryingMailer } from './retrying-mailer';
import { SendExpirationReminders } from './send-expiration-reminders';

const config = {
  appBaseUrl: 'https://portal.camppass.test',
  productName: 'CampPass',
  secondFactorKey: 'k'.repeat(32),
};

/** A mail service that fails while `down` is set. */
class FlakyMailer implements Mailer {
  down = true;
  readonly delivered: MailMessage[] = [];
  async send(message: MailMessage) {
    if (this.down) throw new Error('mail service unreachable');
    this.delivered.push(message);
    return { messageId: `ses-${this.delivered.length}` };
  }
}

const aMail = (to = 'member@camppass.test'): MailMessage => ({
  to,
  subject: 'Your receipt',
  html: '<p>Thanks</p>',
  text: 'Thanks',
  tags: { kind: 'purchase-receipt' },
});

describe('e-mail retries', () => {
  it('keeps a message the mail service refused and delivers it later with growing waits', async () => {
    const clock = new FixedClock(T0);
    const { repos } = new InMemoryUnitOfWork();
    const service = new FlakyMailer();
    const mailer = new RetryingMailer({ deliveryMailer: service, repos, clock });
    const deliver = new DeliverOutbox({ repos, deliveryMailer: service, clock });

    const sent = await mailer.send(aMail());
    expect(sent.messageId).toMatch(/^outbox:/);
    const [kept] = (await repos.outbox.list({ limit: 10, offset: 0 })).items;
    expect(kept).toMatchObject({ attempts: 1, lastError: 'mail service unreachable', sentAt: null });
    expect(kept?.nextAttemptAt).toEqual(new Date(T0.getTime() + outboxRetryDelaySeconds(1) * 1000));

    // Not yet due, then due but the service is still down: the wait doubles.
    expect(await deliver.execute()).toEqual({ sent: 0, failed: 0 });
    clock.advance({ seconds: 60 });
    expect(await deliver.execute()).toEqual({ sent: 0, failed: 1 });
    expect(await repos.outbox.findById(kept?.id ?? '')).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(clock.now().getTime() + 120_000),
    });

    service.down = false;
    clock.advance({ seconds: 120 });
    expect(await deliver.execute()).toEqual({ sent: 1, failed: 0 });
    expect(service.delivered).toEqual([aMail()]);
    // Repeating the run sends nothing twice.
    clock.advance({ hours: 1 });
    expect(await deliver.execute()).toEqual({ sent: 0, failed: 0 });
    expect(service.delivered).toHaveLength(1);
  });

  it('gives up after the attempt limit and leaves the message with its error', async () => {
    const clock = new FixedClock(T0);
    const { repos } = new InMemoryUnitOfWork();
    const service = new FlakyMailer();
    await new RetryingMailer({ deliveryMailer: service, repos, clock }).send(aMail());
    const deliver = new DeliverOutbox({ repos, deliveryMailer: service, clock });
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS + 3; attempt++) {
      clock.advance({ hours: 7 });
      await deliver.execute();
    }
    const [kept] = (await repos.outbox.list({ limit: 1, offset: 0 })).items;
    expect(kept).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
    expect(outboxRetryDelaySeconds(20)).toBe(6 * 3600);
  });

  it('leaves the outbox as it is where no mail service delivers', async () => {
    const clock = new FixedClock(T0);
    const { repos } = new InMemoryUnitOfWork();
    await new RetryingMailer({ deliveryMailer: new FlakyMailer(), repos, clock }).send(aMail());
    clock.advance({ hours: 1 });
    const deliver = new DeliverOutbox({ repos, deliveryMailer: null, clock });
    expect(await deliver.execute()).toEqual({ sent: 0, failed: 0 });
    const [kept] = (await repos.outbox.list({ limit: 1, offset: 0 })).items;
    expect(kept).toMatchObject({ attempts: 1, sentAt: null });
  });

  it('passes a delivered message straight through', async () => {
    const { repos } = new InMemoryUnitOfWork();
    const service = new FlakyMailer();
    service.down = false;
    expect(
      await new RetryingMailer({ deliveryMailer: service, repos, clock: new FixedClock(T0) }).send(aMail()),
    ).toEqual({
      messageId: 'ses-1',
    });
    expect((await repos.outbox.list({ limit: 1, offset: 0 })).totalCount).toBe(0);
  });
});

describe('expiration reminders', () => {
  const setUp = async (
    settings: { sendExpirationReminders?: boolean; expirationReminderDays?: readonly number[] } = {},
  ) => {
    // 2026-06-01 12:00 UTC is 07:00 on 2026-06-01 in America/Chicago.
    const clock = new FixedClock(T0);
    const { repos } = new InMemoryUnitOfWork();
    const { campground, types } = await seedPublicCampground(repos, { settings });
    const annual = types[1];
    if (!annual) throw new Error('seed has two types');
    const user = await seedUser(repos, 'riley@camppass.test');
    await repos.users.saveProfile(user.id, { firstName: 'Riley', lastName: 'Stone', status: 'active' }, T0);
    const membership = (endDate: string, startDate = '2025-07-01') =>
      repos.memberships
        .create(
          aMembership({
            campgroundId: campground.id,
            memberId: user.id,
            membershipTypeId: annual.id,
            startDate,
            endDate,
          }),
        )
        .then(unwrap);
    const mailer = new InMemoryMailer();
    const job = new SendExpirationReminders({
      repos,
      mailer,
      emailRenderer: new TextEmailRenderer(),
      clock,
      config,
    });
    return { clock, repos, membership, mailer, job };
  };

  it('e-mails each membership on exactly the chosen days before its end, once a day', async () => {
    const { clock, repos, membership, mailer, job } = await setUp({ expirationReminderDays: [7, 1] });
    const soon = await membership('2026-06-08');
    await membership('2026-06-09');
    await membership('2026-05-31');

    expect(await job.execute()).toEqual({ campgrounds: 1, sent: 1, failed: 0 });
    expect(mailer.sent[0]).toMatchObject({
      to: 'riley@camppass.test',
      subject: 'Your membership at Pine Valley ends soon',
      tags: { kind: 'expiration-reminder' },
    });
    expect(mailer.sent[0]?.text).toContain('Hello Riley,');
    expect(mailer.sent[0]?.text).toContain('ends in 7 days');
    expect(mailer.sent[0]?.text).toContain(soon.membershipCode);
    expect(mailer.sent[0]?.text).toContain('https://portal.camppass.test/member-dashboard');

    // A repeated run the same day sends nothing; each day sends what falls on a chosen day only.
    expect(await job.execute()).toMatchObject({ sent: 0 });
    const sentOn: Record<string, number> = {};
    for (let day = 2; day <= 9; day += 1) {
      clock.advance({ days: 1 });
      sentOn[`06-0${day}`] = (await job.execute()).sent + (await job.execute()).sent;
    }
    // 06-09 ends 7 days after 06-02; both end dates get their last-day reminder.
    expect(sentOn).toEqual({
      '06-02': 1,
      '06-03': 0,
      '06-04': 0,
      '06-05': 0,
      '06-06': 0,
      '06-07': 1,
      '06-08': 1,
      '06-09': 0,
    });
    expect(mailer.sent.map((mail) => mail.text.match(/ends in \d+ days?/)?.[0])).toEqual([
      'ends in 7 days',
      'ends in 7 days',
      'ends in 1 day',
      'ends in 1 day',
    ]);
    // An extension gives the new end date its own reminders.
    await repos.memberships.update(soon.id, { endDate: calendarDate('2026-06-16') }, clock.now());
    expect(await job.execute()).toMatchObject({ sent: 1 });
  });

  it("takes the day in the campground's time zone", async () => {
    const { clock, membership, job } = await setUp({ expirationReminderDays: [7] });
    await membership('2026-06-08');
    // 03:00 UTC on 2026-06-02 is still 2026-06-01 (22:00) in Chicago: seven days before 06-08.
    clock.advance({ hours: 15 });
    expect(await job.execute()).toMatchObject({ sent: 1 });
    clock.advance({ hours: 6 });
    expect(await job.execute()).toMatchObject({ sent: 0 });
  });

  it('sends each reminder once when two workers run at the same moment', async () => {
    const { repos, clock, membership, mailer, job } = await setUp({ expirationReminderDays: [30, 7] });
    for (const endDate of ['2026-07-01', '2026-07-01', '2026-06-08', '2026-06-08', '2026-06-08']) {
      await membership(endDate);
    }
    const other = new SendExpirationReminders({
      repos,
      mailer,
      emailRenderer: new TextEmailRenderer(),
      clock,
      config,
    });
    const reports = await Promise.all([job.execute(), other.execute(), job.execute()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(5);
    expect(mailer.sent).toHaveLength(5);
  });

  it('sends nothing where the settings turn reminders off, nor for a pass bought after the reminder day', async () => {
    const off = await setUp({ sendExpirationReminders: false, expirationReminderDays: [9] });
    await off.membership('2026-06-10');
    expect(await off.job.execute()).toEqual({ campgrounds: 0, sent: 0, failed: 0 });

    const on = await setUp({ expirationReminderDays: [9] });
    await on.membership('2026-06-10', '2026-06-01');
    expect(await on.job.execute()).toEqual({ campgrounds: 1, sent: 0, failed: 0 });
  });

  it('tries again on the next run when the e-mail could not be handed over', async () => {
    const { membership, job, repos, clock } = await setUp();
    await membership('2026-07-01');
    const broken = new SendExpirationReminders({
      repos,
      emailRenderer: new TextEmailRenderer(),
      mailer: {
        send: async () => {
          throw new Error('down');
        },
      },
      clock,
      config,
    });
    expect(await broken.execute()).toMatchObject({ sent: 0, failed: 1 });
    expect(await job.execute()).toMatchObject({ sent: 1, failed: 0 });
  });
});

describe('removal of unpaid uploads', () => {
  const upload = async (f: PublicPageFixture, kind: 'selfie' | 'signature', bytes: Uint8Array) => {
    const stored = await f.uploads.execute({ kind, bytes, clientKey: '203.0.113.9' });
    if (!stored.ok) throw new Error(stored.message);
    return stored.value.uploadId;
  };

  it('deletes files no checkout names after a few hours, those of checkouts never paid after the keep time, and keeps paid ones', async () => {
    const f = createPublicPageFixture();
    const { campground, types } = await seedPublicCampground(f.repos);
    const target = { campgroundId: campground.id, membershipTypeId: types[0]?.id ?? '' };
    const checkout = async (email: string) => {
      const idPhotoUrl = await upload(f, 'selfie', SAMPLE_FILES.jpeg);
      const signatureDataUrl = await upload(f, 'signature', SAMPLE_FILES.png);
      const started = unwrap(
        await f.createPaymentIntent.execute({
          ...target,
          currency: 'usd',
          purchase: aPurchaseForm({ email, idPhotoUrl, signatureDataUrl }),
          clientKey: '203.0.113.9',
        }),
      );
      return { started, keys: [idPhotoUrl, signatureDataUrl] };
    };
    const paid = await checkout('paid@camppass.test');
    f.gateway.setStatus(paid.started.paymentIntentId, 'succeeded');
    unwrap(await f.purchaseMembership.execute({ paymentIntentId: paid.started.paymentIntentId }));
    const unpaid = await checkout('left@camppass.test');
    const loose = await upload(f, 'selfie', SAMPLE_FILES.webp);

    const job = new RemoveUnpaidUploads(f);
    f.clock.advance({ hours: UNNAMED_UPLOAD_KEEP_HOURS - 1 });
    expect(await job.execute()).toEqual({ removed: 0, failed: 0 });
    f.clock.advance({ hours: 2 });
    expect(await job.execute()).toEqual({ removed: 1, failed: 0 });
    expect(await f.storage.exists(loose)).toBe(false);

    f.clock.advance({ hours: UNPAID_UPLOAD_KEEP_HOURS - UNNAMED_UPLOAD_KEEP_HOURS - 2 });
    expect(await job.execute()).toEqual({ removed: 0, failed: 0 });
    f.clock.advance({ hours: 2 });
    expect(await job.execute()).toEqual({ removed: 2, failed: 0 });
    for (const key of unpaid.keys) expect(await f.storage.exists(key)).toBe(false);
    for (const key of paid.keys) expect(await f.storage.exists(key)).toBe(true);
    expect(await job.execute()).toEqual({ removed: 0, failed: 0 });
  });
});

describe('pruning expired records', () => {
  it('deletes expired sessions and reset codes after their keep time, expired WebAuthn challenges, and ended rate-limit windows', async () => {
    const clock = new FixedClock(T0);
    const { repos } = new InMemoryUnitOfWork();
    const limiter = new InMemoryRateLimiter(clock);
    const user = await seedUser(repos);
    await repos.sessions.create(aSession({ userId: user.id, refreshExpiresAt: minutesAfterT0(60) }));
    await repos.sessions.create(aSession({ userId: user.id, refreshExpiresAt: minutesAfterT0(3 * 24 * 60) }));
    await repos.passwordResets.create(aPasswordReset({ userId: user.id, expiresAt: minutesAfterT0(60) }));
    await limiter.hit('login:ip:198.51.100.7', 30, 300);
    const challenge = (expiresAt: Date, hash: string) =>
      repos.passkeys.createWebauthnChallenge({
        userId: user.id,
        purpose: 'authenticate',
        challengeHash: hash,
        createdAt: T0,
        expiresAt,
      });
    await challenge(minutesAfterT0(5), 'hash-expiring');
    await challenge(minutesAfterT0(3 * 24 * 60), 'hash-later');
    const job = new PruneExpiredRecords({ repos, rateLimiter: limiter, clock });

    const none = { sessions: 0, passwordResets: 0, webauthnChallenges: 0, rateLimitWindows: 0 };
    expect(await job.execute()).toEqual(none);
    clock.advance({ minutes: 4 });
    expect(await job.execute()).toEqual(none);
    clock.advance({ minutes: 2 });
    expect(await job.execute()).toEqual({ ...none, webauthnChallenges: 1, rateLimitWindows: 1 });
    expect(await repos.passkeys.useWebauthnChallenge('hash-expiring', 'authenticate', T0)).toBeNull();
    clock.advance({ days: 2 });
    expect(await job.execute()).toEqual({ ...none, sessions: 1 });
    clock.advance({ days: 7 });
    expect(await job.execute()).toEqual({ ...none, sessions: 1, passwordResets: 1, webauthnChallenges: 1 });
    expect(await job.execute()).toEqual(none);
  });
});
