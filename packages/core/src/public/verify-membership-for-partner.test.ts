import { API_KEY_INVALID, API_KEY_WRONG_CAMPGROUND, VALIDITY_MESSAGES } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { CreateApiKey } from '../owner/create-api-key';
import { ApiKeyUsageMeter } from '../shared/api-key-usage-meter';
import { LeasedQuota } from '../shared/leased-quota';
import { T0 } from '../testing/builders';
import { seedCampground, unwrap } from '../testing/contract-harness';
import { FakeTokenGenerator } from '../testing/fake-token-generator';
import { setUpMemberAtPineValley } from '../testing/public-page-fixture';
import { RecordingDelay } from '../testing/recording-delay';
import { SeededRandomSource } from '../testing/seeded-random-source';
import { VerifyMembershipForPartner } from './verify-membership-for-partner';

const setUp = async (limit = 1000) => {
  const s = await setUpMemberAtPineValley();
  const tokens = new FakeTokenGenerator(new SeededRandomSource(5));
  const other = await seedCampground(s.f.repos, { slug: 'other-camp' });
  const keyOf = async (campgroundId: string) => {
    const actor = {
      userId: 'owner',
      sessionId: 's',
      roles: [{ userId: 'owner', role: 'owner' as const, campgroundId, createdAt: T0 }],
    };
    return unwrap(
      await new CreateApiKey({ repos: s.f.repos, tokens, clock: s.f.clock }).execute({
        actor,
        campgroundId,
        name: 'Engine',
      }),
    );
  };
  const usage = new ApiKeyUsageMeter(s.f.repos.apiKeys, new RecordingDelay(), () => {});
  const quota = new LeasedQuota(s.f.rateLimiter, s.f.clock, limit, 60);
  const verify = new VerifyMembershipForPartner({
    repos: s.f.repos,
    tokens,
    partnerQuota: quota,
    apiKeyUsage: usage,
    clock: s.f.clock,
  });
  const ask = (apiKey: string, fields: { code?: string; slug?: string; email?: string } = {}) =>
    verify.execute({
      apiKey,
      membershipCode: fields.code ?? 'PIN-ABCD0001',
      email: fields.email ?? 'member@camppass.test',
      campgroundSlug: fields.slug ?? 'pine-valley',
      dateRanges: [['2026-06-02', '2026-06-04']],
    });
  return { ...s, other, keyOf, ask, usage };
};

describe('verify-membership for a partner', () => {
  it('answers as validate-membership does, for the campground of the key', async () => {
    const s = await setUp();
    unwrap(await s.membership('PIN-ABCD0001'));
    const { secret } = await s.keyOf(s.campground.id);

    expect(unwrap(await s.ask(secret))).toMatchObject({
      valid: true,
      startDate: '2026-06-01',
      endDate: '2026-06-07',
    });
    expect(unwrap(await s.ask(secret, { email: 'x@camppass.test' }))).toEqual({
      valid: false,
      code: 'EMAIL_MISMATCH',
      message: VALIDITY_MESSAGES.EMAIL_MISMATCH,
    });
    expect(await s.ask(secret, { code: ' ' })).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses a missing, unknown or revoked key, and a key of another campground', async () => {
    const s = await setUp();
    unwrap(await s.membership('PIN-ABCD0001'));
    const mine = await s.keyOf(s.campground.id);
    const theirs = await s.keyOf(s.other.id);

    expect(await s.ask('')).toMatchObject({ code: 'INVALID_API_KEY', message: API_KEY_INVALID });
    expect(await s.ask('cpk_unknown')).toMatchObject({ code: 'INVALID_API_KEY' });
    expect(await s.ask(theirs.secret)).toMatchObject({
      code: 'FORBIDDEN',
      message: API_KEY_WRONG_CAMPGROUND,
    });
    await s.f.repos.apiKeys.revoke(s.campground.id, mine.apiKey.id, T0);
    expect(await s.ask(mine.secret)).toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('limits each key and counts its uses', async () => {
    const s = await setUp(10);
    unwrap(await s.membership('PIN-ABCD0001'));
    const { secret, apiKey } = await s.keyOf(s.campground.id);

    const answers = await Promise.all(Array.from({ length: 50 }, () => s.ask(secret)));

    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.ok && answer.code === 'RATE_LIMITED')).toHaveLength(40);
    await s.usage.flush();
    expect((await s.f.repos.apiKeys.listForCampground(s.campground.id))[0]).toMatchObject({
      id: apiKey.id,
      usageCount: 10,
      lastUsedAt: s.f.clock.now(),
    });
  });
});
