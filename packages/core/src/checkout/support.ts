import { type CalendarDate, type CodeSettings, type ExistingMembership, todayInZone } from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { CampgroundRecord, CampgroundSettingsRecord } from '../ports/repositories/campground-repository';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { RoleRepository } from '../ports/repositories/role-repository';
import type { UserRepository } from '../ports/repositories/user-repository';

/** "Today" at the campground (ARCHITECTURE.md §4). */
export const campgroundToday = (campground: CampgroundRecord, clock: Clock): CalendarDate =>
  todayInZone(clock.now(), campground.timeZone);

/** The e-mail belongs to an owner, staff or admin account, which cannot also buy as a member. */
export const hasStaffAccount = async (
  repos: { readonly users: UserRepository; readonly roles: RoleRepository },
  email: string,
): Promise<boolean> => {
  const user = await repos.users.findByEmail(email);
  if (!user) return false;
  const grants = await repos.roles.listForUser(user.id);
  return grants.some((grant) => grant.role !== 'member');
};

export const codeSettingsOf = (settings: CampgroundSettingsRecord): CodeSettings => ({
  useLetters: settings.codeUseLetters,
  useNumbers: settings.codeUseNumbers,
  numberMin: settings.codeNumberMin,
  numberMax: settings.codeNumberMax,
  length: settings.codeLength,
  prefix: settings.codePrefix,
  suffix: settings.codeSuffix,
  generateRandomNumbers: settings.codeGenerateRandomNumbers,
  lastConsecutiveNumber: settings.codeLastConsecutiveNumber,
});

/** The memberships eligibility and the logical delete look at: archived ones are gone for good. */
export const standingMemberships = (
  memberships: readonly MembershipRecord[],
): (ExistingMembership & MembershipRecord)[] =>
  memberships.filter(
    (m): m is MembershipRecord & { status: Exclude<MembershipRecord['status'], 'archived'> } =>
      m.status !== 'archived',
  ) as (ExistingMembership & MembershipRecord)[];
