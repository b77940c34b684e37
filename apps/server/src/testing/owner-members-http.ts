import { aMembership, seedMembershipType, unwrap } from '@camppass/core/testing';
import { REPOSITORIES } from '../container/persistence-module';
import { seedIntegrations } from './api-key-http';
import { SOCKET, seedAccount } from './http';
import type { TestApp } from './test-app';

/**
 * The access matrix's people (owner and staff of Pine Valley, another campground's owner, a member,
 * a super admin) with members at both campgrounds: one at Pine Valley whose cells would run as
 * spreadsheet formulas, one at the other campground.
 */
export const seedOwnerMembers = async (test: TestApp) => {
  const seeded = await seedIntegrations(test);
  const repos = test.container.get(REPOSITORIES);
  const at = test.clock.now();
  const tricky = await seedAccount(test, { email: 'tricky@camppass.test' });
  await repos.users.updateProfile(
    tricky.id,
    {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'Cell',
      phone: '+1 555 0100',
      city: '@Austin',
      stateProvince: '-TX',
    },
    at,
  );
  const pineType = (await repos.membershipTypes.listByCampground(seeded.campground.id))[0];
  const tricked = unwrap(
    await repos.memberships.create(
      aMembership({
        campgroundId: seeded.campground.id,
        memberId: tricky.id,
        membershipTypeId: pineType?.id as string,
        membershipCode: 'PIN-TRICKY01',
        startDate: '2026-05-01',
        endDate: '2026-06-20',
      }),
    ),
  );
  const outsider = await seedAccount(test, { email: 'outsider@camppass.test' });
  const otherType = await seedMembershipType(repos, seeded.other.id);
  const foreign = unwrap(
    await repos.memberships.create(
      aMembership({
        campgroundId: seeded.other.id,
        memberId: outsider.id,
        membershipTypeId: otherType.id,
        membershipCode: 'OTH-SECRET01',
        startDate: '2026-05-01',
        endDate: '2027-04-30',
      }),
    ),
  );
  return { ...seeded, tricked, foreign };
};

/** A GET of a function whose answer may be a CSV: the raw text, status and headers. */
export const getRaw = async (
  test: TestApp,
  name: string,
  token: string | undefined,
  query: Record<string, string>,
) => {
  const res = await test.app.request(
    `/functions/v1/${name}?${new URLSearchParams(query)}`,
    { method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {} },
    SOCKET,
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
};
