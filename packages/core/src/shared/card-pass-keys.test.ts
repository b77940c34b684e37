import {
  type CalendarDate,
  type CardPassRevocation,
  calendarDate,
  checkCardPass,
  parseCardPass,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { inMemoryRepositories } from '../testing/in-memory-repositories';
import { InMemoryStore } from '../testing/in-memory-store';
import { issueCardPass, newCardSigningKey } from './card-pass-keys';
import { cardPassSignatureHolds } from './card-pass-signature';

const CONFIG = { secondFactorKey: 'a second-factor key for tests, 32+ characters' };
const PINE = '00000000-0000-4000-8000-00000000000a';
const CEDAR = '00000000-0000-4000-8000-00000000000b';
const MEMBERSHIP = '00000000-0000-4000-8000-0000000000c1';
const SUMMER = {
  membershipId: MEMBERSHIP,
  campgroundId: PINE,
  startDate: calendarDate('2026-06-01'),
  endDate: calendarDate('2026-08-31'),
};

const setUp = () => {
  const repos = inMemoryRepositories(new InMemoryStore());
  const keysOf = async (campgroundId: string) =>
    (await repos.cardKeys.listByCampground(campgroundId)).map(({ keyId, publicKey }) => ({
      keyId,
      publicKey,
    }));
  const check = async (
    text: string,
    campgroundId: string,
    today: CalendarDate,
    revocations: readonly CardPassRevocation[] = [],
  ) =>
    checkCardPass({
      text,
      campgroundId,
      keys: await keysOf(campgroundId),
      revocations,
      today,
      signatureHolds: cardPassSignatureHolds,
    });
  return { repos, keysOf, check };
};

describe('card passes', () => {
  it('signs a pass with the campground’s key, made on first use, that the scanner accepts within its dates', async () => {
    const { repos, check } = setUp();
    const pass = await issueCardPass(repos, CONFIG, SUMMER, T0);
    const [key] = await repos.cardKeys.listByCampground(PINE);
    expect(parseCardPass(pass)?.claims).toEqual({
      ...SUMMER,
      keyId: key?.keyId,
      issuedAt: T0.getTime() / 1000,
    });
    expect(await check(pass, PINE, calendarDate('2026-07-04'))).toMatchObject({ verdict: 'valid' });
    expect((await check(pass, PINE, calendarDate('2026-05-31'))).verdict).toBe('not-started');
    expect((await check(pass, PINE, calendarDate('2026-09-01'))).verdict).toBe('expired');
    // The second card of the campground uses the same key.
    await issueCardPass(repos, CONFIG, { ...SUMMER, membershipId: `${MEMBERSHIP}2` }, T0);
    expect(await repos.cardKeys.listByCampground(PINE)).toHaveLength(1);
  });

  it('keeps the private key sealed: the stored text is not the key, and another configured secret cannot sign', async () => {
    const { repos } = setUp();
    await issueCardPass(repos, CONFIG, SUMMER, T0);
    const [key] = await repos.cardKeys.listByCampground(PINE);
    expect(key?.privateKeySealed).not.toContain('MC4CAQAwBQYDK2Vw'); // The PKCS #8 Ed25519 prefix, base64.
    await expect(
      issueCardPass(repos, { secondFactorKey: 'another secret entirely' }, SUMMER, T0),
    ).rejects.toThrow();
  });

  it('refuses at another campground a pass signed by the first one’s key, even with that campground’s id written in', async () => {
    const { repos, check } = setUp();
    const pass = await issueCardPass(repos, CONFIG, SUMMER, T0);
    await issueCardPass(repos, CONFIG, { ...SUMMER, campgroundId: CEDAR }, T0);
    const today = calendarDate('2026-07-04');
    expect((await check(pass, CEDAR, today)).verdict).toBe('other-campground');
    const forged = pass.replace(PINE, CEDAR);
    expect((await check(forged, CEDAR, today)).verdict).toBe('not-a-card');
  });

  it('refuses a tampered pass: a later end date, another membership, another signature', async () => {
    const { repos, check } = setUp();
    const pass = await issueCardPass(repos, CONFIG, SUMMER, T0);
    const today = calendarDate('2026-09-10');
    expect((await check(pass.replace('.20260831.', '.20261231.'), PINE, today)).verdict).toBe('not-a-card');
    expect((await check(pass.replace(MEMBERSHIP, `${MEMBERSHIP.slice(0, -1)}9`), PINE, today)).verdict).toBe(
      'not-a-card',
    );
    const signature = pass.slice(pass.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await check(pass.replace(signature, flipped), PINE, today)).verdict).toBe('not-a-card');
    expect((await check('https://example.com/membership-status/abc', PINE, today)).verdict).toBe(
      'not-a-card',
    );
  });

  it('keeps passes of a rotated key valid until their own end date, and signs new ones with the new key', async () => {
    const { repos, check } = setUp();
    const before = await issueCardPass(repos, CONFIG, SUMMER, T0);
    const later = new Date(T0.getTime() + 60_000);
    await repos.cardKeys.rotate(await newCardSigningKey(CONFIG, PINE, later));
    const after = await issueCardPass(repos, CONFIG, SUMMER, later);
    expect(parseCardPass(after)?.claims.keyId).not.toBe(parseCardPass(before)?.claims.keyId);
    const keys = await repos.cardKeys.listByCampground(PINE);
    expect(keys.map((key) => key.retiredAt)).toEqual([null, later]);
    expect((await check(before, PINE, calendarDate('2026-08-31'))).verdict).toBe('valid');
    expect((await check(after, PINE, calendarDate('2026-08-31'))).verdict).toBe('valid');
    expect((await check(before, PINE, calendarDate('2026-09-01'))).verdict).toBe('expired');
  });

  it('refuses a cancelled membership, and a card replaced after its pass was issued', async () => {
    const { repos, check } = setUp();
    const pass = await issueCardPass(repos, CONFIG, SUMMER, T0);
    const today = calendarDate('2026-07-04');
    const issuedAt = T0.getTime() / 1000;
    const cancelled = [{ membershipId: MEMBERSHIP, reason: 'cancelled' as const, at: issuedAt - 5 }];
    expect((await check(pass, PINE, today, cancelled)).verdict).toBe('cancelled');
    const replacedLater = [{ membershipId: MEMBERSHIP, reason: 'replaced' as const, at: issuedAt + 5 }];
    expect((await check(pass, PINE, today, replacedLater)).verdict).toBe('cancelled');
    const replacedBefore = [{ membershipId: MEMBERSHIP, reason: 'replaced' as const, at: issuedAt - 5 }];
    expect((await check(pass, PINE, today, replacedBefore)).verdict).toBe('valid');
    const otherMembership = [{ membershipId: `${MEMBERSHIP}2`, reason: 'cancelled' as const, at: issuedAt }];
    expect((await check(pass, PINE, today, otherMembership)).verdict).toBe('valid');
  });
});
