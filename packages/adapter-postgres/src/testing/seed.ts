import type { Repositories } from '@camppass/core';
import { seedCampground, seedMembershipType, seedUser } from '@camppass/core/testing';

/** A user, a campground and one membership type there: what a membership needs to exist. */
export const seedMembershipPrerequisites = async (repos: Repositories) => {
  const user = await seedUser(repos);
  const campground = await seedCampground(repos);
  const type = await seedMembershipType(repos, campground.id);
  return { user, campground, type };
};
