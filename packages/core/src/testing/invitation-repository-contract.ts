import { describe, expect, it } from 'vitest';
import { anInvitation, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every InvitationRepository shares (single-use, expiring invitations). */
export function describeInvitationRepositoryContract(label: string, factory: RepositoryHarnessFactory): void {
  describe(`InvitationRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores an invitation with a normalised e-mail and finds it by its hash', async () => {
      const { invitations } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const admin = await seedUser(harness.repos);
      const input = anInvitation({
        campgroundId: campground.id,
        tokenHash: 'invite-1',
        email: ' New.Owner@Camppass.TEST',
        invitedBy: admin.id,
      });

      const created = await invitations.create(input);

      expect(created).toEqual({
        ...input,
        email: 'new.owner@camppass.test',
        id: expect.any(String),
        usedAt: null,
      });
      expect(await invitations.findByTokenHash('invite-1')).toEqual(created);
      expect(await invitations.findByTokenHash('invite-2')).toBeNull();
    });

    it('is used once, even when two uses race', async () => {
      const { invitations } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const invitation = await invitations.create(anInvitation({ campgroundId: campground.id }));

      const outcomes = await Promise.all([
        invitations.markUsed(invitation.id, minutesAfterT0(1)),
        invitations.markUsed(invitation.id, minutesAfterT0(1)),
      ]);

      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await invitations.findByTokenHash(invitation.tokenHash))?.usedAt).toEqual(minutesAfterT0(1));
    });

    it('lists the pending invitations of a campground, newest first', async () => {
      const { invitations } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const elsewhere = await seedCampground(harness.repos);
      const older = await invitations.create(anInvitation({ campgroundId: campground.id, createdAt: T0 }));
      const newer = await invitations.create(
        anInvitation({ campgroundId: campground.id, createdAt: minutesAfterT0(1) }),
      );
      const used = await invitations.create(anInvitation({ campgroundId: campground.id }));
      await invitations.markUsed(used.id, minutesAfterT0(2));
      await invitations.create(anInvitation({ campgroundId: campground.id, expiresAt: minutesAfterT0(10) }));
      await invitations.create(anInvitation({ campgroundId: elsewhere.id }));

      const pending = await invitations.listPendingForCampground(campground.id, minutesAfterT0(10));

      expect(pending.map((invitation) => invitation.id)).toEqual([newer.id, older.id]);
    });

    it('lists the pending invitations of a page of campgrounds in one read, newest first', async () => {
      const { invitations } = harness.repos;
      const pine = await seedCampground(harness.repos);
      const lake = await seedCampground(harness.repos);
      const elsewhere = await seedCampground(harness.repos);
      const pineOlder = await invitations.create(anInvitation({ campgroundId: pine.id, createdAt: T0 }));
      const lakeOnly = await invitations.create(
        anInvitation({ campgroundId: lake.id, createdAt: minutesAfterT0(1) }),
      );
      const pineNewer = await invitations.create(
        anInvitation({ campgroundId: pine.id, createdAt: minutesAfterT0(2) }),
      );
      const used = await invitations.create(
        anInvitation({ campgroundId: lake.id, createdAt: minutesAfterT0(3) }),
      );
      await invitations.markUsed(used.id, minutesAfterT0(4));
      await invitations.create(
        anInvitation({ campgroundId: pine.id, createdAt: minutesAfterT0(5), expiresAt: minutesAfterT0(10) }),
      );
      await invitations.create(anInvitation({ campgroundId: elsewhere.id }));

      const pending = await invitations.listPendingForCampgrounds(
        [pine.id, lake.id, 'not-a-campground'],
        minutesAfterT0(10),
      );

      expect(pending.map((invitation) => invitation.id)).toEqual([pineNewer.id, lakeOnly.id, pineOlder.id]);
      expect(pending.map((invitation) => invitation.campgroundId)).toEqual([pine.id, lake.id, pine.id]);
      expect(await invitations.listPendingForCampgrounds([], minutesAfterT0(10))).toEqual([]);
    });
  });
}
