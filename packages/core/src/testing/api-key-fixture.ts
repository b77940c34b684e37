import { CreateApiKey } from '../owner/create-api-key';
import { ListApiKeys } from '../owner/list-api-keys';
import { RevokeApiKey } from '../owner/revoke-api-key';
import type { StoredRole } from '../ports/repositories/role-repository';
import { ApiKeyUsageMeter } from '../shared/api-key-usage-meter';
import type { Principal } from '../shared/principal';
import { T0 } from './builders';
import { seedCampground } from './contract-harness';
import { createInMemoryCore } from './in-memory-core';

/** The key use cases over fakes, a campground and another, and callers in each role. */
export const setUpApiKeys = async () => {
  const core = createInMemoryCore();
  const campground = await seedCampground(core.repos, { slug: 'pine-valley' });
  const other = await seedCampground(core.repos, { slug: 'other-camp' });
  const as = (
    role: StoredRole,
    campgroundId: string | null = campground.id,
    userId = `user-${role}`,
  ): Principal => ({
    userId,
    sessionId: 'session',
    roles: [{ userId, role, campgroundId, createdAt: T0 }],
  });
  const usage = new ApiKeyUsageMeter(core.repos.apiKeys, core.delay, () => {});
  return {
    core,
    campground,
    other,
    owner: as('owner'),
    otherOwner: as('owner', other.id, 'other-owner'),
    staff: as('staff'),
    member: as('member', null),
    admin: as('super_admin', null),
    usage,
    create: new CreateApiKey(core),
    list: new ListApiKeys({ ...core, apiKeyUsage: usage }),
    revoke: new RevokeApiKey(core),
  };
};
