import { describe, expect, it } from 'vitest';
import type { WalletRegistration } from '../ports/repositories/wallet-registration-repository';
import { aMembership, minutesAfterT0, T0 } from './builders';
import {
  type RepositoryHarnessFactory,
  seedCampground,
  seedMembershipType,
  seedUser,
  unwrap,
  useRepositoryHarness,
} from './contract-harness';

/** The tag a device gets for a membership last changed at `at`: microseconds since the epoch. */
const tagAt = (at: Date): string => (BigInt(at.getTime()) * 1000n).toString();

/**
 * The behaviour every WalletRegistrationRepository shares: one row per wallet, device and pass, a
 * device's changed passes since a tag, and the passes whose membership changed since last told.
 */
export function describeWalletRegistrationRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`WalletRegistrationRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    const setUp = async () => {
      const { repos } = harness;
      const pine = await seedCampground(repos);
      const type = await seedMembershipType(repos, pine.id);
      const membership = async (email: string) => {
        const member = await seedUser(repos, email);
        return unwrap(
          await repos.memberships.create(
            aMembership({ campgroundId: pine.id, memberId: member.id, membershipTypeId: type.id }),
          ),
        );
      };
      const [ada, bob, cy] = [
        await membership('ada@camp.test'),
        await membership('bob@camp.test'),
        await membership('cy@camp.test'),
      ];
      const apple = (deviceId: string, pushToken: string, membershipId: string): WalletRegistration => ({
        wallet: 'apple',
        deviceId,
        pushToken,
        membershipId,
      });
      const google = (membershipId: string): WalletRegistration => ({
        wallet: 'google',
        deviceId: '',
        pushToken: null,
        membershipId,
      });
      /** The membership changed at `minutes` after T0. */
      const change = async (membershipId: string, minutes: number) => {
        const changed = await repos.memberships.update(
          membershipId,
          { autoRenewal: true },
          minutesAfterT0(minutes),
        );
        if (!changed) throw new Error('No membership to change');
      };
      return { repos, ada, bob, cy, apple, google, change };
    };

    it('registers a pass once: the first time is new, a later one replaces the push token', async () => {
      const { repos, ada, apple } = await setUp();
      const registrations = repos.walletRegistrations;
      expect(await registrations.register(apple('phone', 'token-1', ada.id), T0)).toBe(true);
      expect(await registrations.register(apple('phone', 'token-2', ada.id), minutesAfterT0(1))).toBe(false);
      expect(await registrations.removePushToken('token-1')).toBe(0);
      expect(await registrations.removePushToken('token-2')).toBe(1);
    });

    it('registers nothing for a membership that does not exist, or an id that is no id', async () => {
      const { repos, apple } = await setUp();
      const registrations = repos.walletRegistrations;
      const unknown = '00000000-0000-4000-8000-00000000ffff';
      expect(await registrations.register(apple('phone', 'token', unknown), T0)).toBe(false);
      expect(await registrations.register(apple('phone', 'token', 'not-an-id'), T0)).toBe(false);
      expect(await registrations.updatedSince('phone', null)).toBeNull();
      expect(
        await registrations.unregister({ wallet: 'apple', deviceId: 'phone', membershipId: 'nope' }),
      ).toBe(false);
    });

    it('unregisters one registration, once', async () => {
      const { repos, ada, bob, apple } = await setUp();
      const registrations = repos.walletRegistrations;
      await registrations.register(apple('phone', 'token', ada.id), T0);
      await registrations.register(apple('phone', 'token', bob.id), T0);
      const key = { wallet: 'apple', deviceId: 'phone', membershipId: ada.id } as const;
      expect(await registrations.unregister(key)).toBe(true);
      expect(await registrations.unregister(key)).toBe(false);
      expect((await registrations.updatedSince('phone', null))?.serialNumbers).toEqual([bob.id]);
    });

    it('lists a device’s passes changed after a tag, with the tag of the newest change', async () => {
      const { repos, ada, bob, cy, apple, google, change } = await setUp();
      const registrations = repos.walletRegistrations;
      await registrations.register(apple('phone', 'token', ada.id), T0);
      await registrations.register(apple('phone', 'token', bob.id), T0);
      await registrations.register(apple('tablet', 'other', cy.id), T0);
      await registrations.register(google(cy.id), T0);
      await change(ada.id, 5);
      await change(bob.id, 10);
      await change(cy.id, 20);
      const both = { serialNumbers: [ada.id, bob.id].sort(), lastUpdated: tagAt(minutesAfterT0(10)) };
      expect(await registrations.updatedSince('phone', null)).toEqual(both);
      expect(await registrations.updatedSince('phone', tagAt(minutesAfterT0(5)))).toEqual({
        serialNumbers: [bob.id],
        lastUpdated: tagAt(minutesAfterT0(10)),
      });
      expect(await registrations.updatedSince('phone', tagAt(minutesAfterT0(10)))).toBeNull();
      // Anything that is not a tag asks for every pass; a tag beyond any change finds none.
      expect(await registrations.updatedSince('phone', 'yesterday')).toEqual(both);
      expect(await registrations.updatedSince('phone', '1'.repeat(20))).toEqual(both);
      expect(await registrations.updatedSince('phone', '9'.repeat(19))).toBeNull();
      // Other devices' passes are theirs; Google objects belong to no device.
      expect(await registrations.updatedSince('tablet', null)).toEqual({
        serialNumbers: [cy.id],
        lastUpdated: tagAt(minutesAfterT0(20)),
      });
      expect(await registrations.updatedSince('', null)).toBeNull();
      expect(await registrations.updatedSince('laptop', null)).toBeNull();
    });

    it('lists the passes changed since last told, oldest change first, until marked told', async () => {
      const { repos, ada, bob, apple, google, change } = await setUp();
      const registrations = repos.walletRegistrations;
      await registrations.register(apple('phone', 'token', ada.id), T0);
      await registrations.register(google(ada.id), T0);
      await registrations.register(apple('phone', 'token', bob.id), T0);
      expect(await registrations.listStale(10)).toEqual([]);
      await change(bob.id, 10);
      await change(ada.id, 5);
      const stale = await registrations.listStale(10);
      expect(stale).toEqual([
        { ...apple('phone', 'token', ada.id), updatedAt: minutesAfterT0(5) },
        { ...google(ada.id), updatedAt: minutesAfterT0(5) },
        { ...apple('phone', 'token', bob.id), updatedAt: minutesAfterT0(10) },
      ]);
      expect(await registrations.listStale(1)).toEqual(stale.slice(0, 1));
      await registrations.markNotified(stale.slice(0, 2));
      expect(await registrations.listStale(10)).toEqual(stale.slice(2));
      await registrations.markNotified(stale);
      expect(await registrations.listStale(10)).toEqual([]);
      // A change after the one told of is stale again; telling of an older one never moves back.
      await change(ada.id, 20);
      const [latest] = await registrations.listStale(1);
      if (!latest) throw new Error('The change made no pass stale');
      await registrations.markNotified([latest]);
      await registrations.markNotified([{ ...latest, updatedAt: minutesAfterT0(5) }]);
      expect((await registrations.listStale(10)).map((pass) => pass.wallet)).toEqual(['google']);
      await registrations.markNotified([]);
    });

    it('counts a registration as told of the membership as it stands when registered', async () => {
      const { repos, ada, apple, change } = await setUp();
      const registrations = repos.walletRegistrations;
      await registrations.register(apple('phone', 'token', ada.id), T0);
      await change(ada.id, 5);
      expect(await registrations.listStale(10)).toHaveLength(1);
      await registrations.register(apple('phone', 'token-2', ada.id), minutesAfterT0(6));
      expect(await registrations.listStale(10)).toEqual([]);
    });

    it('removes the Apple registrations of a push token, and only those', async () => {
      const { repos, ada, bob, apple, google } = await setUp();
      const registrations = repos.walletRegistrations;
      await registrations.register(apple('phone', 'gone', ada.id), T0);
      await registrations.register(apple('phone', 'gone', bob.id), T0);
      await registrations.register(apple('tablet', 'kept', ada.id), T0);
      await registrations.register(google(ada.id), T0);
      expect(await registrations.removePushToken('gone')).toBe(2);
      expect(await registrations.removePushToken('gone')).toBe(0);
      expect(await registrations.updatedSince('phone', null)).toBeNull();
      expect((await registrations.updatedSince('tablet', null))?.serialNumbers).toEqual([ada.id]);
      expect(await registrations.unregister({ wallet: 'google', deviceId: '', membershipId: ada.id })).toBe(
        true,
      );
    });

    it('keeps one row when the same pass registers many times at once', async () => {
      const { repos, ada, apple } = await setUp();
      const registrations = repos.walletRegistrations;
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          registrations.register(apple('phone', `token-${n}`, ada.id), T0),
        ),
      );
      expect(created.filter(Boolean)).toHaveLength(1);
      expect((await registrations.updatedSince('phone', null))?.serialNumbers).toEqual([ada.id]);
      const removed = await Promise.all(
        Array.from({ length: 10 }, (_, n) => registrations.removePushToken(`token-${n}`)),
      );
      expect(removed.reduce((sum, count) => sum + count, 0)).toBe(1);
    });
  });
}
