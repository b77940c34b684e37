import type { Result } from '@camppass/domain';
import { afterEach, beforeEach } from 'vitest';
import type { CampgroundRecord, NewCampground } from '../ports/repositories/campground-repository';
import type { MembershipTypeRecord } from '../ports/repositories/membership-type-repository';
import type { UserRecord } from '../ports/repositories/user-repository';
import type { Repositories } from '../ports/unit-of-work';
import { aCampground, aMembershipType, aUser } from './builders';

/** What a repository contract suite needs: repositories over an empty database, and how to drop it. */
interface RepositoryHarness {
  readonly repos: Repositories;
  cleanup?(): Promise<void>;
}

export type RepositoryHarnessFactory = () => Promise<RepositoryHarness>;

/** A fresh harness before each test and its cleanup after; read `.repos` inside tests. */
export const useRepositoryHarness = (factory: RepositoryHarnessFactory): { readonly repos: Repositories } => {
  let harness: RepositoryHarness | undefined;
  beforeEach(async () => {
    harness = await factory();
  });
  afterEach(async () => {
    await harness?.cleanup?.();
    harness = undefined;
  });
  return {
    get repos() {
      if (!harness) throw new Error('The harness is only available inside a test');
      return harness.repos;
    },
  };
};

/** The value of an Ok result; a failed result is a broken test setup. */
export const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`Expected success, got ${result.code}: ${result.message}`);
  return result.value;
};

export const seedUser = async (repos: Repositories, email?: string): Promise<UserRecord> =>
  unwrap(await repos.users.create(aUser(email ? { email } : {})));

export const seedCampground = async (
  repos: Repositories,
  fields: Partial<NewCampground> = {},
): Promise<CampgroundRecord> => unwrap(await repos.campgrounds.create(aCampground(fields)));

export const seedMembershipType = async (
  repos: Repositories,
  campgroundId: string,
): Promise<MembershipTypeRecord> => repos.membershipTypes.create(aMembershipType({ campgroundId }));
