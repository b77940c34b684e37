import { DELAY } from '@camppass/core';
import { API_KEY_INVALID, API_KEY_WRONG_CAMPGROUND, VALIDITY_MESSAGES } from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORE_PORTS } from '../../container/core-module';
import { REPOSITORIES } from '../../container/persistence-module';
import { askPartner, createKey, seedIntegrations, verificationBody } from '../../testing/api-key-http';
import { call, exchanges } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

const verify = (test: TestApp, fields: { membershipCode?: string; email?: string }, ip = '198.51.100.20') =>
  call(test, 'validate-membership', {
    body: verificationBody(fields),
    env: { incoming: { socket: { remoteAddress: ip } } },
  });

describe('partner-validate-membership over HTTP', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  it('answers exactly as validate-membership does, for each rule', async () => {
    const { key } = await createKey(test, s.tokens.owner, s.campground.id);
    for (const fields of [
      {},
      { email: 'MEMBER@camppass.test' },
      { email: 'someone@camppass.test' },
      { membershipCode: 'PIN-NOPE' },
      { membershipCode: '' },
    ]) {
      const partner = await askPartner(test, key, fields);
      const public_ = await verify(test, fields, '203.0.113.50');
      expect([partner.status, partner.json], JSON.stringify(fields)).toEqual([public_.status, public_.json]);
    }
    expect((await askPartner(test, key, { email: 'someone@camppass.test' })).json).toMatchObject({
      valid: false,
      code: 'EMAIL_MISMATCH',
      message: VALIDITY_MESSAGES.EMAIL_MISMATCH,
    });
  });

  it('refuses a missing or unknown key (401), and the key of campground A for campground B (403)', async () => {
    const mine = await createKey(test, s.tokens.owner, s.campground.id);
    const theirs = await createKey(test, s.tokens.otherOwner, s.other.id);

    for (const key of [undefined, '', 'cpk_not-a-real-key-at-all-000000', s.tokens.owner]) {
      const res = await askPartner(test, key);
      expect([res.status, res.json.code, res.json.error]).toEqual([401, 'INVALID_API_KEY', API_KEY_INVALID]);
    }
    const wrong = await askPartner(test, theirs.key);
    expect([wrong.status, wrong.json.error]).toEqual([403, API_KEY_WRONG_CAMPGROUND]);
    expect((await askPartner(test, mine.key, { campgroundSlug: 'other-camp' })).status).toBe(403);
  });

  it('refuses a revoked key from the very next call', async () => {
    const { key, id } = await createKey(test, s.tokens.owner, s.campground.id);
    expect((await askPartner(test, key)).status).toBe(200);

    await call(test, 'revoke-api-key', {
      token: s.tokens.owner,
      body: { campgroundId: s.campground.id, apiKeyId: id },
    });

    expect((await askPartner(test, key)).status).toBe(401);
  });

  it("stops a suspended owner's keys from the next call, and lets them work again on reactivation", async () => {
    const { key } = await createKey(test, s.tokens.owner, s.campground.id);
    const owner = await test.container.get(REPOSITORIES).users.findByEmail('owner@camppass.test');
    const setStatus = async (fn: 'admin-suspend-owner' | 'admin-reactivate-owner') => {
      const res = await call(test, fn, { token: s.tokens.admin, body: { ownerId: owner?.id } });
      expect(res.status, res.body).toBe(200);
    };
    expect((await askPartner(test, key)).status).toBe(200);

    await setStatus('admin-suspend-owner');
    const refused = await askPartner(test, key);
    expect([refused.status, refused.json.code, refused.json.error]).toEqual([
      401,
      'INVALID_API_KEY',
      API_KEY_INVALID,
    ]);

    await setStatus('admin-reactivate-owner');
    expect((await askPartner(test, key)).status).toBe(200);
  });

  it('lets no more than the per-key limit of 50 parallel calls through (429 with Retry-After)', async () => {
    const limited = await testApp({ env: { PARTNER_RATE_LIMIT_PER_MINUTE: '10' } });
    const seeded = await seedIntegrations(limited);
    const { key } = await createKey(limited, seeded.tokens.owner, seeded.campground.id);

    const answers = await Promise.all(Array.from({ length: 50 }, () => askPartner(limited, key)));

    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused.every((a) => a.headers.get('retry-after') === '60')).toBe(true);
  });

  it('keeps its count of calls in the core ports’ meter, which the server reports at shutdown', async () => {
    // The meter's report a second later never comes here: only the report at shutdown writes them.
    const held = await testApp({
      override: (container) => container.rebind(DELAY).toConstantValue({ wait: () => new Promise(() => {}) }),
    });
    const seeded = await seedIntegrations(held);
    const { id, key } = await createKey(held, seeded.tokens.owner, seeded.campground.id);
    const counted = async () =>
      (await held.container.get(REPOSITORIES).apiKeys.listForCampground(seeded.campground.id)).find(
        (apiKey) => apiKey.id === id,
      )?.usageCount;

    expect((await askPartner(held, key)).status).toBe(200);
    expect((await askPartner(held, key)).status).toBe(200);
    expect(await counted()).toBe(0);

    await held.container.get(CORE_PORTS).apiKeyUsage.flush();
    expect(await counted()).toBe(2);
  });

  it('never stores or logs a key in clear', async () => {
    const { key } = await createKey(test, s.tokens.owner, s.campground.id);
    await askPartner(test, key);
    await askPartner(test, `${key}x`);

    const stored = await test.container.get(REPOSITORIES).apiKeys.listForCampground(s.campground.id);
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    expect(test.logger.lines.join('\n')).not.toContain(key.slice(4));
    const answers = exchanges.filter((e) => e.path !== 'create-api-key');
    expect(answers.some((e) => e.body.includes(key))).toBe(false);
  });

  it('refuses NUL bytes and bodies that are not JSON with 400 or 415, never 500', async () => {
    const { key } = await createKey(test, s.tokens.owner, s.campground.id);
    expect((await askPartner(test, key, { membershipCode: 'PIN-\u0000' })).status).toBe(400);
    expect((await askPartner(test, key, { email: 'member@camppass.test\u0000' })).status).toBe(400);
    const text = await test.app.request('/functions/v1/partner-validate-membership', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain' },
      body: 'membershipCode=PIN-ABCD0001',
    });
    expect(text.status).toBe(415);
    const broken = await call(test, 'partner-validate-membership', {
      headers: { authorization: `Bearer ${key}` },
      body: '{"membershipCode":',
    });
    expect(broken.status).toBe(400);
  });

  it('is in the OpenAPI document with its key scheme and an example', async () => {
    const doc = (await (await test.app.request('/functions/v1/openapi.json')).json()) as {
      paths: Record<string, { post: Record<string, unknown> }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const entry = doc.paths['/functions/v1/partner-validate-membership']?.post;
    expect(entry?.security).toEqual([{ partnerApiKey: [] }]);
    expect(JSON.stringify(entry)).toContain('"example"');
    expect(doc.components.securitySchemes.partnerApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

describe('validate-membership limits per client address', () => {
  it('answers 429 with Retry-After past 20 failed verifications an hour, to that address only', async () => {
    const test = await testApp();
    await seedIntegrations(test);
    for (let i = 0; i < 20; i++) {
      expect((await verify(test, { membershipCode: `PIN-GUESS${i}` })).json.valid).toBe(false);
    }
    const refused = await verify(test, { membershipCode: 'PIN-GUESS99' });
    expect([refused.status, refused.json.code, refused.headers.get('retry-after')]).toEqual([
      429,
      'RATE_LIMITED',
      '3600',
    ]);
    expect((await verify(test, { email: 'someone@camppass.test' })).status).toBe(429);
    expect((await verify(test, {})).json.valid).toBe(true);
    expect((await verify(test, { membershipCode: 'PIN-GUESS99' }, '203.0.113.7')).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const test = await testApp();
    await seedIntegrations(test);
    for (let i = 0; i < 20; i++) {
      const answer = await verify(test, { membershipCode: `PIN-V6${i}` }, `2001:db8:1:2::${i + 1}`);
      expect(answer.status).toBe(200);
    }
    expect((await verify(test, { membershipCode: 'PIN-V6X' }, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await verify(test, { membershipCode: 'PIN-V6X' }, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('answers no more than 20 of 50 parallel guesses', async () => {
    const test = await testApp();
    await seedIntegrations(test);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => verify(test, { membershipCode: `PIN-R${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });
});
