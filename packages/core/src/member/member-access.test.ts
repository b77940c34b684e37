import { DOCUMENTS_PROFILE_NOT_FOUND } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { ownUserId } from './member-access';

describe('ownUserId', () => {
  it('reads no user named as the caller, and the caller’s own id as theirs', () => {
    for (const requested of [undefined, null, '', 'member-1'])
      expect(ownUserId('member-1', requested)).toEqual({ ok: true, value: 'member-1' });
  });

  it('answers any other user as unknown', () => {
    for (const requested of ['member-2', 'member-1 ', 'MEMBER-1'])
      expect(ownUserId('member-1', requested)).toEqual({
        ok: false,
        code: 'PROFILE_NOT_FOUND',
        message: DOCUMENTS_PROFILE_NOT_FOUND,
      });
  });
});
