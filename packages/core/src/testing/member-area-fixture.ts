import { GetMemberDashboard } from '../member/get-member-dashboard';
import { GetMemberDocuments } from '../member/get-member-documents';
import { GetMemberProfile } from '../member/get-member-profile';
import { GetMembershipCard } from '../member/get-membership-card';
import { GetMembershipStatus } from '../member/get-membership-status';
import { GetMembershipStatusLink } from '../member/get-membership-status-link';
import { ListMemberMemberships } from '../member/list-member-memberships';
import { UpdateMemberProfile } from '../member/update-member-profile';
import type { NewMembership } from '../ports/repositories/membership-repository';
import type { StoredRole } from '../ports/repositories/role-repository';
import type { Principal } from '../shared/principal';
import { aMembership, aProfile, aUser, T0 } from './builders';
import { unwrap } from './contract-harness';
import { createInMemoryCore } from './in-memory-core';
import { seedPublicCampground } from './public-page-fixture';

/**
 * A member at Pine Valley (Chicago time, 2026-06-01 at T0) with memberships ending at the dates
 * given, another member with one of their own, and the member area's use cases over the fakes.
 */
export const setUpMemberArea = async () => {
  const core = createInMemoryCore();
  const { storage, cardRenderer: renderer } = core;
  const { repos } = core;
  const { campground, types } = await seedPublicCampground(repos, {
    campground: { brandingPrimaryColor: '#FDE047', brandingSecondaryColor: '#1E3A8A' },
  });
  const [weekend, annual] = types as [(typeof types)[number], (typeof types)[number]];
  const account = async (email: string, roles: readonly StoredRole[] = ['member']) => {
    const user = unwrap(await repos.users.create(aUser({ email })));
    await repos.users.saveProfile(user.id, aProfile({ firstName: 'Jamie', lastName: 'Rivers' }), T0);
    for (const role of roles)
      await repos.roles.grant({ userId: user.id, role, campgroundId: null, createdAt: T0 });
    const principal: Principal = {
      userId: user.id,
      sessionId: `session-${user.id}`,
      roles: roles.map((role) => ({ userId: user.id, role, campgroundId: null, createdAt: T0 })),
    };
    return { user, principal };
  };
  const member = await account('member@camppass.test');
  const other = await account('other@camppass.test');
  const membership = async (
    memberId: string,
    overrides: Partial<Omit<NewMembership, 'startDate' | 'endDate'>> & {
      startDate?: string;
      endDate?: string;
    } = {},
  ) =>
    unwrap(
      await repos.memberships.create(
        aMembership({ campgroundId: campground.id, memberId, membershipTypeId: annual.id, ...overrides }),
      ),
    );
  const use = {
    dashboard: new GetMemberDashboard(core),
    memberships: new ListMemberMemberships(core),
    profile: new GetMemberProfile(core),
    updateProfile: new UpdateMemberProfile(core),
    documents: new GetMemberDocuments(core),
    statusLink: new GetMembershipStatusLink(core),
    status: new GetMembershipStatus(core),
    card: new GetMembershipCard(core),
  };

  return {
    core,
    repos,
    storage,
    renderer,
    campground,
    weekend,
    annual,
    member,
    other,
    account,
    membership,
    use,
  };
};

/** The token at the end of a status link. */
export const tokenOf = (statusUrl: string): string =>
  decodeURIComponent(new URL(statusUrl).pathname.split('/').pop() ?? '');
