import {
  addDays,
  type CalendarDate,
  calendarDate,
  hasNumid,
  isExpiringSoon,
  isMilitaryMember,
  OWNER_EXPIRING_WINDOW_DAYS,
  todayInZone,
} from '@camppass/domain';
import { expect, it } from 'vitest';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, aProfile, T0 } from './builders';
import { seedCampground, seedMembershipType, seedUser, unwrap } from './contract-harness';

const statsOf = (repos: Repositories, campgroundId: string) =>
  repos.ownerMembers.memberStats({
    campgroundIds: [campgroundId],
    now: T0,
    expiringWithinDays: OWNER_EXPIRING_WINDOW_DAYS,
    revenueSince: T0,
  });

/** Every character `String.prototype.trim` removes (the domain's blank), one string each. */
export const TRIMMED_CHARACTERS: readonly string[] = Array.from({ length: 0x10000 }, (_, code) => code)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCharCode(code))
  .filter((character) => character.trim() === '');

/**
 * Profile texts blank or not by the domain's reading: some of JavaScript's whitespace one by one and
 * all of it together, and characters that look blank but that trim keeps (so they name something).
 * The adapters' own tests check their reading of each character.
 */
const PROFILE_TEXTS: readonly (string | null)[] = [
  null,
  '',
  ' ',
  '\t',
  '\u00a0',
  '\ufeff',
  TRIMMED_CHARACTERS.join(''),
  'veteran',
  ' \tveteran\u00a0',
  '\u200b',
  '\u0085',
];

/** One membership of a new member with the given profile texts, reached in each of the three ways. */
const membershipsNaming = async (
  repos: Repositories,
  campgroundId: string,
  membershipTypeId: string,
  text: string | null,
  isMilitaryDiscount: boolean,
): Promise<void> => {
  const texts = { militaryStatus: text, numid: text };
  const membershipOf = async (memberId: string) =>
    unwrap(
      await repos.memberships.create(
        aMembership({ campgroundId, memberId, membershipTypeId, endDate: '2026-12-31', isMilitaryDiscount }),
      ),
    );
  // The profile before the membership, the profile after it, and the profile changed after it.
  const before = await seedUser(repos);
  await repos.users.saveProfile(before.id, aProfile(texts), T0);
  await membershipOf(before.id);
  const after = await seedUser(repos);
  await membershipOf(after.id);
  await repos.users.saveProfile(after.id, aProfile(texts), T0);
  const changed = await seedUser(repos);
  await repos.users.saveProfile(changed.id, aProfile({ militaryStatus: null, numid: null }), T0);
  await membershipOf(changed.id);
  await repos.users.updateProfile(changed.id, texts, T0);
};

/**
 * The owner member stats count what the domain's rules say, case by case: Expiring Soon through
 * day 30 and not day 31 of the campground's own calendar, military members and NUMIDs as
 * `isMilitaryMember` and `hasNumid` read each text. Declared inside the owner member stats contract.
 */
export function describeStatsFollowTheDomain(harness: { readonly repos: Repositories }): void {
  it('count Expiring Soon through day 30 and not day 31, in the campground’s time zone', async () => {
    const repos = harness.repos;
    // T0 is 2026-06-01 in Chicago and already 2026-06-02 in Auckland.
    for (const timeZone of ['America/Chicago', 'Pacific/Auckland']) {
      const campground = await seedCampground(repos, { timeZone });
      const typeId = (await seedMembershipType(repos, campground.id)).id;
      const today = todayInZone(T0, timeZone);
      const ends: CalendarDate[] = [-1, 0, 30, 31].map((days) => addDays(today, days));
      for (const endDate of ends) {
        const member = await seedUser(repos);
        unwrap(
          await repos.memberships.create(
            aMembership({
              campgroundId: campground.id,
              memberId: member.id,
              membershipTypeId: typeId,
              startDate: '2026-01-01',
              endDate,
            }),
          ),
        );
      }
      const byDomain = ends.filter((endDate) =>
        isExpiringSoon({ status: 'active', endDate }, today, OWNER_EXPIRING_WINDOW_DAYS),
      );
      expect(byDomain).toEqual([today, addDays(today, 30)]);
      expect(await statsOf(repos, campground.id), timeZone).toMatchObject({
        total: 4,
        active: 3,
        expired: 1,
        expiringSoon: byDomain.length,
      });
    }
    expect(todayInZone(T0, 'Pacific/Auckland')).toBe(calendarDate('2026-06-02'));
  });

  it('count military members and NUMIDs as the domain reads each profile text', async () => {
    const repos = harness.repos;
    const cases = [
      ...PROFILE_TEXTS.map((text) => ({ text, isMilitaryDiscount: false })),
      { text: null, isMilitaryDiscount: true },
      { text: ' \u00a0', isMilitaryDiscount: true },
      { text: 'veteran', isMilitaryDiscount: true },
    ];
    const counted = [];
    const expected = [];
    for (const { text, isMilitaryDiscount } of cases) {
      const campground = await seedCampground(repos);
      const typeId = (await seedMembershipType(repos, campground.id)).id;
      await membershipsNaming(repos, campground.id, typeId, text, isMilitaryDiscount);
      const stats = await statsOf(repos, campground.id);
      const label = `${JSON.stringify(text)}${isMilitaryDiscount ? ' with the discount' : ''}`;
      counted.push({ label, military: stats.military, withNumid: stats.withNumid, total: stats.total });
      expected.push({
        label,
        military: isMilitaryMember({ isMilitaryDiscount, militaryStatus: text }) ? 3 : 0,
        withNumid: hasNumid(text) ? 3 : 0,
        total: 3,
      });
    }
    expect(counted).toEqual(expected);
  });
}
