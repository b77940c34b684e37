import { describe, expect, it } from 'vitest';
import type { Principal } from '../shared/principal';
import { ownsCampground } from './api-key-access';

const as = (...roles: [string, string | null][]): Principal => ({
  userId: 'u1',
  sessionId: 's1',
  roles: roles.map(([role, campgroundId]) => ({
    userId: 'u1',
    role: role as never,
    campgroundId,
    createdAt: new Date(0),
  })),
});

describe('ownsCampground', () => {
  it('is the owner of that campground, whatever else they hold, and no one else', () => {
    expect(ownsCampground(as(['member', null], ['owner', 'oak'], ['owner', 'pine']), 'pine')).toBe(true);
    expect(ownsCampground(as(['owner', 'oak'], ['staff', 'pine']), 'pine')).toBe(false);
    expect(ownsCampground(as(['super_admin', null]), 'pine')).toBe(false);
  });
});
