import { API_KEY_NOT_FOUND, API_KEY_OWNER_REQUIRED } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { askPartner, createKey, seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

describe('partner API keys over HTTP (owner area)', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  it('lets the owner create a key shown once, list it with its use, and revoke it', async () => {
    const created = await call(test, 'create-api-key', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, name: 'Booking engine' },
    });
    expect(created.status, created.body).toBe(200);
    const { key, apiKey } = created.json.data as { key: string; apiKey: Record<string, unknown> };
    expect(key).toMatch(/^cpk_[A-Za-z0-9_-]{22,}$/);
    expect(apiKey).toMatchObject({
      name: 'Booking engine',
      prefix: key.slice(0, 12),
      usageCount: 0,
      revokedAt: null,
    });
    expect((await askPartner(test, key)).json).toMatchObject({ valid: true });

    // Without the campground the list has no subject.
    const withoutCampground = await call(test, 'list-api-keys', { method: 'GET', token: s.tokens.owner });
    expect(withoutCampground.status).toBe(400);
    const list = await call(test, 'list-api-keys', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campgroundId: s.campground.id },
    });
    const body = list.json as { data: { apiKeys: Record<string, unknown>[] } };
    expect(body.data.apiKeys).toEqual([
      expect.objectContaining({ id: apiKey.id, usageCount: 1, lastUsedAt: test.clock.now().toISOString() }),
    ]);
    expect(JSON.stringify(body)).not.toContain(key);

    const revoked = await call(test, 'revoke-api-key', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, apiKeyId: apiKey.id },
    });
    expect(revoked.status).toBe(200);
    expect((revoked.json.data as { apiKey: { revokedAt: string } }).apiKey.revokedAt).toBe(
      test.clock.now().toISOString(),
    );
  });

  it.each([
    ['staff', 403],
    ['otherOwner', 403],
    ['member', 403],
    ['admin', 403],
    ['anonymous', 401],
  ] as const)('refuses %s every key function (%i)', async (who, status) => {
    const { id } = await createKey(test, s.tokens.owner, s.campground.id);
    const token = who === 'anonymous' ? undefined : s.tokens[who];
    const auth = token === undefined ? {} : { token };
    const answers = [
      await call(test, 'create-api-key', { ...auth, body: { campgroundId: s.campground.id, name: 'Mine' } }),
      await call(test, 'revoke-api-key', { ...auth, body: { campgroundId: s.campground.id, apiKeyId: id } }),
      await call(test, 'list-api-keys', { ...auth, method: 'GET', query: { campgroundId: s.campground.id } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer.json.error).toBe(API_KEY_OWNER_REQUIRED);
    }
  });

  it('answers another campground’s key id exactly like an unknown one', async () => {
    const theirs = await createKey(test, s.tokens.otherOwner, s.other.id);
    const foreign = await call(test, 'revoke-api-key', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, apiKeyId: theirs.id },
    });
    const unknown = await call(test, 'revoke-api-key', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, apiKeyId: '00000000-0000-4000-8000-00000000ffff' },
    });
    expect([foreign.status, foreign.json]).toEqual([unknown.status, unknown.json]);
    expect([unknown.status, unknown.json.error]).toEqual([404, API_KEY_NOT_FOUND]);
    expect((await askPartner(test, theirs.key, { campgroundSlug: 'other-camp' })).status).toBe(200);
  });

  it('refuses names that are empty or too long, and NUL bytes, with 400', async () => {
    for (const body of [
      { campgroundId: s.campground.id, name: ' ' },
      { campgroundId: s.campground.id, name: 'x'.repeat(101) },
      { campgroundId: s.campground.id, name: 'Engine\u0000' },
      { campgroundId: `${s.campground.id}\u0000`, name: 'Engine' },
    ]) {
      const res = await call(test, 'create-api-key', { token: s.tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
