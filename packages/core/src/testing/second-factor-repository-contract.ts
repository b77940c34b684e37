import { describe, expect, it } from 'vitest';
import { minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedUser,
  useRepositoryHarness,
} from './contract-harness';

/** The behaviour every SecondFactorRepository shares: each use once, even when uses race. */
export function describeSecondFactorRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`SecondFactorRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('keeps one authenticator app per user, restarting a pending set-up, refusing a second confirmed one', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const first = await secondFactors.startAuthenticator(user.id, 'sealed-1', 'Authenticator app', T0);
      const again = await secondFactors.startAuthenticator(user.id, 'sealed-2', 'Authenticator app', T0);
      expect(again).toMatchObject({ secretSealed: 'sealed-2', confirmedAt: null, lastUsedStep: null });
      expect(first?.id).not.toBe(again?.id);
      expect(await secondFactors.listFactors(user.id)).toHaveLength(1);
      expect(await secondFactors.useAuthenticatorStep(again?.id ?? '', 100, minutesAfterT0(1))).toBe(true);
      expect(await secondFactors.findAuthenticator(user.id)).toMatchObject({
        lastUsedStep: 100,
        confirmedAt: minutesAfterT0(1),
      });
      expect(await secondFactors.startAuthenticator(user.id, 'sealed-3', 'Authenticator app', T0)).toBeNull();
    });

    it('uses a time step once, and never an earlier one, when uses race', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const app = await secondFactors.startAuthenticator(user.id, 'sealed', 'Authenticator app', T0);
      const id = app?.id ?? '';
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => secondFactors.useAuthenticatorStep(id, 7, T0)),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await secondFactors.useAuthenticatorStep(id, 6, T0)).toBe(false);
      expect(await secondFactors.useAuthenticatorStep(id, 8, T0)).toBe(true);
      expect(await secondFactors.useAuthenticatorStep('not-an-id', 9, T0)).toBe(false);
    });

    it('removes a factor of its own user only, and keeps the last one when asked', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const other = await seedUser(harness.repos);
      const app = await secondFactors.startAuthenticator(user.id, 'sealed', 'Authenticator app', T0);
      await secondFactors.useAuthenticatorStep(app?.id ?? '', 1, T0);
      expect(await secondFactors.removeFactor(other.id, app?.id ?? '', false)).toBe(false);
      expect(await secondFactors.removeFactor(user.id, app?.id ?? '', true)).toBe(false);
      expect(await secondFactors.removeFactor(user.id, app?.id ?? '', false)).toBe(true);
      expect(await secondFactors.listFactors(user.id)).toEqual([]);
    });

    it('replaces recovery codes as a set and uses each once, when uses race', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      await secondFactors.replaceRecoveryCodes(user.id, ['h1', 'h2'], T0);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => secondFactors.useRecoveryCode(user.id, 'h1', T0)),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await secondFactors.countUnusedRecoveryCodes(user.id)).toBe(1);
      await secondFactors.replaceRecoveryCodes(user.id, ['h3'], T0);
      expect(await secondFactors.useRecoveryCode(user.id, 'h2', T0)).toBe(false);
      expect(await secondFactors.countUnusedRecoveryCodes(user.id)).toBe(1);
      await secondFactors.removeRecoveryCodes(user.id);
      expect(await secondFactors.countUnusedRecoveryCodes(user.id)).toBe(0);
    });

    it('uses a second-step challenge once and not after it expired', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const live = await secondFactors.createChallenge({
        userId: user.id,
        tokenHash: 'c1',
        expiresAt: minutesAfterT0(5),
        createdAt: T0,
      });
      expect(await secondFactors.findChallenge('c1')).toEqual(live);
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => secondFactors.useChallenge(live.id, minutesAfterT0(1))),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const late = await secondFactors.createChallenge({
        userId: user.id,
        tokenHash: 'c2',
        expiresAt: minutesAfterT0(5),
        createdAt: T0,
      });
      expect(await secondFactors.useChallenge(late.id, minutesAfterT0(5))).toBe(false);
    });

    it('lists live remembered devices of the user and revokes them for that user only', async () => {
      const { secondFactors } = harness.repos;
      const user = await seedUser(harness.repos);
      const other = await seedUser(harness.repos);
      const device = await secondFactors.rememberDevice({
        userId: user.id,
        tokenHash: 'd1',
        label: 'Firefox',
        createdAt: T0,
        expiresAt: minutesAfterT0(60),
      });
      await secondFactors.rememberDevice({
        userId: user.id,
        tokenHash: 'd2',
        label: 'Old',
        createdAt: T0,
        expiresAt: minutesAfterT0(1),
      });
      expect(await secondFactors.findDevice('d1')).toEqual(device);
      expect((await secondFactors.listDevices(user.id, minutesAfterT0(2))).map((d) => d.label)).toEqual([
        'Firefox',
      ]);
      expect(await secondFactors.revokeDevice(other.id, device.id, minutesAfterT0(2))).toBe(false);
      expect(await secondFactors.revokeDevice(user.id, device.id, minutesAfterT0(2))).toBe(true);
      expect(await secondFactors.revokeDevice(user.id, device.id, minutesAfterT0(3))).toBe(false);
      expect(await secondFactors.listDevices(user.id, minutesAfterT0(3))).toEqual([]);
    });

    it("requires staff factors per campground, for that campground's staff", async () => {
      const { secondFactors, roles } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const staff = await seedUser(harness.repos);
      await roles.grant({ userId: staff.id, role: 'staff', campgroundId: campground.id, createdAt: T0 });
      expect(await secondFactors.staffRequiredFor(staff.id)).toBe(false);
      await secondFactors.setStaffRequired(campground.id, true, T0);
      expect(await secondFactors.isStaffRequired(campground.id)).toBe(true);
      expect(await secondFactors.staffRequiredFor(staff.id)).toBe(true);
      await secondFactors.setStaffRequired(campground.id, false, T0);
      expect(await secondFactors.staffRequiredFor(staff.id)).toBe(false);
    });
  });
}
