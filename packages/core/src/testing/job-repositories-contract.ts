import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aMembership, aPasswordReset, aProfile, aSession, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';
import { aCheckout } from './public-repositories-contract';

const DAY = 24 * 60;

/** The behaviour the background jobs' repositories share: uploads, expiration reminders, retention. */
export function describeJobRepositoriesContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`Job repositories contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('lists uploads older than the cut-off that no document or paid checkout claims, oldest first', async () => {
      const { uploads, checkouts, identityDocuments, memberships } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const type = await seedMembershipType(harness.repos, campground.id);
      const user = await seedUser(harness.repos);
      const keys = {
        abandoned: 'uploads/selfie/0001.jpg',
        pendingCheckout: 'uploads/signature/0002.png',
        paidCheckout: 'uploads/selfie/0003.jpg',
        document: 'uploads/military-document/0004.pdf',
        recent: 'uploads/selfie/0005.jpg',
      };
      await uploads.record({ key: keys.pendingCheckout, kind: 'signature', createdAt: minutesAfterT0(1) });
      await uploads.record({ key: keys.abandoned, kind: 'selfie', createdAt: T0 });
      await uploads.record({ key: keys.abandoned, kind: 'selfie', createdAt: minutesAfterT0(9) });
      await uploads.record({ key: keys.paidCheckout, kind: 'selfie', createdAt: T0 });
      await uploads.record({ key: keys.document, kind: 'military-document', createdAt: T0 });
      await uploads.record({ key: keys.recent, kind: 'selfie', createdAt: minutesAfterT0(60) });
      await checkouts.create(
        aCheckout(campground.id, type.id, {
          uploads: {
            selfie: 'uploads/selfie/other.jpg',
            signature: keys.pendingCheckout,
            militaryDocument: null,
          },
        }),
      );
      const paid = await checkouts.create(
        aCheckout(campground.id, type.id, {
          uploads: {
            selfie: keys.paidCheckout,
            signature: 'uploads/signature/other.png',
            militaryDocument: null,
          },
        }),
      );
      const membership = unwrap(
        await memberships.create(
          aMembership({ campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id }),
        ),
      );
      await checkouts.markRefused(paid.id, 'MEMBERSHIP_ACTIVE_EXISTS', minutesAfterT0(2));
      await identityDocuments.create({
        membershipId: membership.id,
        userId: user.id,
        campgroundId: campground.id,
        kind: 'military-document',
        storageKey: keys.document,
        contentType: 'application/pdf',
        status: 'pending',
        createdAt: T0,
      });

      expect(await uploads.listUnclaimed(minutesAfterT0(30), 10)).toEqual([
        { key: keys.abandoned, kind: 'selfie', createdAt: T0 },
        { key: keys.pendingCheckout, kind: 'signature', createdAt: minutesAfterT0(1) },
      ]);
      expect((await uploads.listUnclaimed(minutesAfterT0(30), 1)).map((upload) => upload.key)).toEqual([
        keys.abandoned,
      ]);

      // A file no checkout names goes after the shorter cut-off; one a pending checkout names waits.
      expect(
        (await uploads.listUnclaimed(minutesAfterT0(0), 10, minutesAfterT0(90))).map((upload) => upload.key),
      ).toEqual([keys.abandoned, keys.recent]);

      await uploads.remove(keys.abandoned);
      await uploads.remove('uploads/selfie/unknown.jpg');
      expect((await uploads.listUnclaimed(minutesAfterT0(90), 10)).map((upload) => upload.key)).toEqual([
        keys.pendingCheckout,
        keys.recent,
      ]);

      // Expired, a checkout names its file no more: it goes after the shorter cut-off too.
      const [pending] = await checkouts.listNamingUploads([keys.pendingCheckout]);
      expect(await checkouts.markExpired(pending?.id ?? '', minutesAfterT0(95))).toBe(true);
      expect(
        (await uploads.listUnclaimed(minutesAfterT0(0), 10, minutesAfterT0(90))).map((upload) => upload.key),
      ).toEqual([keys.pendingCheckout, keys.recent]);
    });

    it('lists memberships due a reminder on each chosen day, and claims each membership, end date and day once', async () => {
      const { expirationReminders: reminders, campgrounds, memberships, users } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const silent = await seedCampground(harness.repos);
      await campgrounds.updateSettings(silent.id, { sendExpirationReminders: false }, T0);
      await campgrounds.updateSettings(campground.id, { expirationReminderDays: [14, 7, 1] }, T0);
      const type = await seedMembershipType(harness.repos, campground.id);
      const user = await seedUser(harness.repos, 'Reminded@camppass.test');
      await users.saveProfile(user.id, aProfile({ firstName: 'Riley' }), T0);
      const member = { campgroundId: campground.id, memberId: user.id, membershipTypeId: type.id };
      const due = unwrap(
        await memberships.create(aMembership({ ...member, startDate: '2026-01-01', endDate: '2026-06-15' })),
      );
      const also = unwrap(
        await memberships.create(aMembership({ ...member, startDate: '2026-01-01', endDate: '2026-06-15' })),
      );
      // Another end date, cancelled, or bought after the reminder's day: not due.
      await memberships.create(aMembership({ ...member, startDate: '2026-01-01', endDate: '2026-06-16' }));
      await memberships.create(aMembership({ ...member, startDate: '2026-01-01', endDate: '2026-06-14' }));
      await memberships.create(
        aMembership({ ...member, startDate: '2026-01-01', endDate: '2026-06-15', status: 'cancelled' }),
      );
      await memberships.create(aMembership({ ...member, startDate: '2026-06-08', endDate: '2026-06-15' }));

      const listed = await reminders.listReminderCampgrounds();
      expect(listed.map((entry) => [entry.campground.id, entry.reminderDays])).toEqual([
        [campground.id, [14, 7, 1]],
      ]);

      const seventh = { campgroundId: campground.id, endDate: '2026-06-15', daysBefore: 7 };
      const [first, second] = [due, also].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(await reminders.listDue({ ...seventh, limit: 10 })).toEqual([
        {
          membershipId: first?.id,
          membershipCode: first?.membershipCode,
          membershipTypeName: type.displayName,
          startDate: '2026-01-01',
          endDate: '2026-06-15',
          email: user.email,
          firstName: 'Riley',
        },
        expect.objectContaining({ membershipId: second?.id, endDate: '2026-06-15' }),
      ]);
      expect(await reminders.listDue({ ...seventh, limit: 1 })).toHaveLength(1);

      // Two workers claim the same reminder at once: one wins.
      const claims = await Promise.all([
        reminders.claim(due.id, '2026-06-15', 7, T0),
        reminders.claim(due.id, '2026-06-15', 7, T0),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await reminders.claim(due.id, '2026-06-15', 7, minutesAfterT0(1))).toBe(false);
      expect((await reminders.listDue({ ...seventh, limit: 10 })).map((r) => r.membershipId)).toEqual([
        also.id,
      ]);
      // Another day before the same end date is a reminder of its own.
      const lastDay = { campgroundId: campground.id, endDate: '2026-06-15', daysBefore: 1, limit: 10 };
      expect((await reminders.listDue(lastDay)).map((r) => r.membershipId)).toContain(due.id);
      expect(await reminders.claim(due.id, '2026-06-15', 1, minutesAfterT0(1))).toBe(true);

      await reminders.release(due.id, '2026-06-15', 7);
      expect(await reminders.claim(due.id, '2026-06-15', 7, minutesAfterT0(2))).toBe(true);

      // An extension moves the end date: the new date is reminded again.
      await memberships.update(due.id, { endDate: calendarDate('2026-06-22') }, minutesAfterT0(3));
      expect(
        (await reminders.listDue({ ...seventh, endDate: '2026-06-22', limit: 10 })).map(
          (r) => r.membershipId,
        ),
      ).toEqual([due.id]);
    });

    it('deletes sessions and reset codes that expired before the cut-off, and nothing else', async () => {
      const { retention, sessions, passwordResets } = harness.repos;
      const user = await seedUser(harness.repos);
      const expired = await sessions.create(
        aSession({ userId: user.id, refreshExpiresAt: minutesAfterT0(10) }),
      );
      const live = await sessions.create(
        aSession({ userId: user.id, refreshExpiresAt: minutesAfterT0(30 * DAY) }),
      );
      const oldCode = await passwordResets.create(
        aPasswordReset({ userId: user.id, expiresAt: minutesAfterT0(5) }),
      );
      const freshCode = await passwordResets.create(
        aPasswordReset({ userId: user.id, expiresAt: minutesAfterT0(60) }),
      );

      expect(await retention.deleteExpiredSessions(minutesAfterT0(20))).toBe(1);
      expect(await retention.deleteExpiredSessions(minutesAfterT0(20))).toBe(0);
      expect(await sessions.findByRefreshTokenHash(expired.refreshTokenHash)).toBeNull();
      expect(await sessions.findByRefreshTokenHash(live.refreshTokenHash)).not.toBeNull();

      expect(await retention.deleteExpiredPasswordResets(minutesAfterT0(20))).toBe(1);
      expect(await passwordResets.findByTokenHash(oldCode.tokenHash)).toBeNull();
      expect(await passwordResets.findByTokenHash(freshCode.tokenHash)).not.toBeNull();
    });

    it('deletes WebAuthn challenges that expired before the cut-off, used or not, and nothing else', async () => {
      const { retention, passkeys } = harness.repos;
      const user = await seedUser(harness.repos);
      const challenge = (hash: string, expiresAt: Date) =>
        passkeys.createWebauthnChallenge({
          userId: user.id,
          purpose: 'authenticate',
          challengeHash: hash,
          createdAt: T0,
          expiresAt,
        });
      await challenge('hash-expired', minutesAfterT0(5));
      await challenge('hash-used', minutesAfterT0(5));
      await challenge('hash-live', minutesAfterT0(30));
      expect(
        await passkeys.useWebauthnChallenge('hash-used', 'authenticate', minutesAfterT0(1)),
      ).not.toBeNull();

      expect(await retention.deleteExpiredWebauthnChallenges(minutesAfterT0(20))).toBe(2);
      expect(await retention.deleteExpiredWebauthnChallenges(minutesAfterT0(20))).toBe(0);
      expect(
        await passkeys.useWebauthnChallenge('hash-live', 'authenticate', minutesAfterT0(21)),
      ).not.toBeNull();
    });
  });
}
