import { CAMPGROUND_ACCESS_DENIED, OWNER_ONLY_ACTION } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MatrixCaller, ownerOnlyAnswer } from '../../testing/access-callers';
import { seedGate } from '../../testing/gate-http';
import { call } from '../../testing/http';
import { pgliteTestApps } from '../../testing/pglite-app';
import { type TestApp, testApp } from '../../testing/test-app';

const CALLERS: MatrixCaller[] = ['anonymous', 'member', 'staff', 'owner', 'otherOwner', 'admin'];
type Key = { keyId: string; publicKey: string; retiredAt: string | null };

const expected = (caller: MatrixCaller, where: 'own' | 'other') =>
  ownerOnlyAnswer(caller, where, {
    elsewhere: CAMPGROUND_ACCESS_DENIED,
    staff: OWNER_ONLY_ACTION,
    member: CAMPGROUND_ACCESS_DENIED,
  });

describe.each([
  ['in memory', () => testApp()],
  ['PGlite', pgliteTestApps()],
] as const)('rotate-card-signing-key over HTTP (%s)', (_label, makeApp) => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedGate>>;
  beforeEach(async () => {
    test = await makeApp();
    s = await seedGate(test);
  });

  const rotate = (caller: MatrixCaller, campgroundId: string) =>
    call(test, 'rotate-card-signing-key', {
      body: { campgroundId },
      ...(caller === 'anonymous' ? {} : { token: s.tokens[caller] }),
    });
  const keysOf = async (campgroundId: string) => {
    const answer = await call(test, 'get-card-pass-keys', {
      method: 'GET',
      query: { campgroundId },
      token: s.tokens.owner,
    });
    return (answer.json.data as { keys: Key[] }).keys;
  };

  it.each(CALLERS)('answers %s as its role allows, here and at another campground', async (caller) => {
    for (const where of ['own', 'other'] as const) {
      const campgroundId = where === 'own' ? s.campground.id : s.other.id;
      const answer = await rotate(caller, campgroundId);
      const want = expected(caller, where);
      expect(answer.status, answer.body).toBe(want.status);
      if (want.error) expect(answer.json.error).toBe(want.error);
      if (want.status === 200) expect(answer.body).not.toContain('privateKey');
    }
  });

  it('signs with a new key and keeps the old one, retired, for the passes it signed', async () => {
    const [before] = await keysOf(s.campground.id);
    test.clock.advance({ minutes: 5 });
    const answer = await rotate('owner', s.campground.id);
    expect(answer.status, answer.body).toBe(200);
    const keys = (answer.json.data as { keys: Key[] }).keys;
    expect(keys).toHaveLength(2);
    expect(keys[0]?.retiredAt).toBeNull();
    expect(keys[0]?.keyId).not.toBe(before?.keyId);
    expect(keys[1]).toEqual({ ...before, retiredAt: test.clock.now().toISOString() });
    expect(await keysOf(s.campground.id)).toEqual(keys);
  });

  it('answers not found for a campground that does not exist (super admin)', async () => {
    const answer = await rotate('admin', '00000000-0000-4000-8000-000000000000');
    expect(answer.status, answer.body).toBe(404);
  });

  it('leaves one signing key after 50 rotations at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => rotate('owner', s.campground.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const keys = await keysOf(s.campground.id);
    expect(keys).toHaveLength(50);
    expect(keys.filter((key) => key.retiredAt === null)).toHaveLength(1);
  });
});
