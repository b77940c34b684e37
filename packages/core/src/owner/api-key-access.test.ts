import { describe, expect, it } from 'vitest';
import { principalWith } from '../testing/builders';
import { ownsCampground } from './api-key-access';

const as = principalWith;

describe('ownsCampground', () => {
  it('is the owner of that campground, whatever else they hold, and no one else', () => {
    expect(ownsCampground(as(['member', null], ['owner', 'oak'], ['owner', 'pine']), 'pine')).toBe(true);
    expect(ownsCampground(as(['owner', 'oak'], ['staff', 'pine']), 'pine')).toBe(false);
    expect(ownsCampground(as(['super_admin', null]), 'pine')).toBe(false);
  });
});
