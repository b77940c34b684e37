import { cardPassInScan, parseCardPass } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpMemberArea, tokenOf } from '../testing/member-area-fixture';

describe('membership status link', () => {
  it('keeps one unguessable token per membership until the member replaces it', async () => {
    const f = await setUpMemberArea();
    const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-LINK1' });
    const first = await f.use.statusLink.execute({ caller: f.member.principal, membershipId: own.id });
    if (!first.ok) throw new Error(first.message);
    expect(first.value.statusUrl).toMatch(
      /^https:\/\/portal\.camppass\.test\/membership-status\/[A-Za-z0-9_-]{22,}#pass=[A-Za-z0-9._-]+$/,
    );
    // The fragment carries the membership's signed pass for the gate scanner.
    const pass = parseCardPass(cardPassInScan(first.value.statusUrl) ?? '');
    expect(pass?.claims).toMatchObject({ membershipId: own.id, campgroundId: own.campgroundId });
    expect(first.value.statusUrl).not.toContain('CAM-LINK1');
    expect(await f.use.statusLink.execute({ caller: f.member.principal, membershipId: own.id })).toEqual(
      first,
    );

    const replaced = await f.use.statusLink.execute({
      caller: f.member.principal,
      membershipId: own.id,
      replace: true,
    });
    if (!replaced.ok) throw new Error(replaced.message);
    expect(replaced.value.statusUrl).not.toBe(first.value.statusUrl);
    expect(await f.use.status.execute({ token: tokenOf(first.value.statusUrl) })).toMatchObject({
      ok: false,
      code: 'STATUS_LINK_NOT_FOUND',
    });
    expect((await f.use.status.execute({ token: tokenOf(replaced.value.statusUrl) })).ok).toBe(true);
  });

  it('answers another member’s membership exactly as one that does not exist', async () => {
    const f = await setUpMemberArea();
    const foreign = await f.membership(f.other.user.id);
    const asked = await f.use.statusLink.execute({
      caller: f.member.principal,
      membershipId: foreign.id,
      replace: true,
    });
    const unknown = await f.use.statusLink.execute({
      caller: f.member.principal,
      membershipId: 'nope',
      replace: true,
    });
    expect(asked).toEqual(unknown);
    expect(asked).toMatchObject({ ok: false, code: 'MEMBERSHIP_NOT_FOUND' });
    // Nothing was written for the foreign membership.
    expect(f.repos.statusTokens).toBeDefined();
    expect(await f.repos.statusTokens.issue(foreign.id, 'x'.repeat(22), new Date())).toBe('x'.repeat(22));
  });
});
