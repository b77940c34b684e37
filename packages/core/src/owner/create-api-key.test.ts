import { API_KEY_NAME_REQUIRED, API_KEY_NAME_TOO_LONG, API_KEY_OWNER_REQUIRED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpApiKeys } from '../testing/api-key-fixture';
import { unwrap } from '../testing/contract-harness';

describe('create-api-key', () => {
  it('gives the owner a key once, keeping only its hash and its visible prefix', async () => {
    const s = await setUpApiKeys();

    const { apiKey, secret } = unwrap(
      await s.create.execute({ actor: s.owner, campgroundId: s.campground.id, name: '  Booking engine ' }),
    );

    expect(secret).toMatch(/^cpk_[A-Za-z0-9_-]{22,}$/);
    expect(apiKey).toMatchObject({ name: 'Booking engine', prefix: secret.slice(0, 12), usageCount: 0 });
    const stored = s.core.unitOfWork.store.tables.apiKeys.get(apiKey.id);
    expect(stored?.keyHash).toBe(s.core.tokens.hash(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('refuses staff, members, super admins and the owner of another campground', async () => {
    const s = await setUpApiKeys();
    for (const actor of [s.staff, s.member, s.admin, s.otherOwner]) {
      expect(await s.create.execute({ actor, campgroundId: s.campground.id, name: 'Key' })).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: API_KEY_OWNER_REQUIRED,
      });
    }
    expect(s.core.unitOfWork.store.tables.apiKeys.size).toBe(0);
  });

  it('asks for a name of at most 100 characters', async () => {
    const s = await setUpApiKeys();
    const named = (name: string) => s.create.execute({ actor: s.owner, campgroundId: s.campground.id, name });
    expect(await named('  ')).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: API_KEY_NAME_REQUIRED,
      fieldErrors: { name: API_KEY_NAME_REQUIRED },
    });
    expect(await named('x'.repeat(101))).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: API_KEY_NAME_TOO_LONG,
      fieldErrors: { name: API_KEY_NAME_TOO_LONG },
    });
    expect((await named('x'.repeat(100))).ok).toBe(true);
  });
});
