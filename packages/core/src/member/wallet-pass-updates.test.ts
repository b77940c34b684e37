import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import type { FixedClock } from '../testing/fixed-clock';
import { setUpMemberArea } from '../testing/member-area-fixture';
import type { RecordingWalletPasses } from '../testing/recording-wallet-passes';
import { GetMembershipApplePass, GetMembershipGooglePass } from './get-membership-wallet-pass';
import { PushWalletPassUpdates } from './push-wallet-pass-updates';
import {
  GetLatestWalletPass,
  ListUpdatedWalletPasses,
  RegisterWalletDevice,
  UnregisterWalletDevice,
} from './wallet-pass-service';
import { walletPassToken } from './wallet-pass-token';

const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const PUSH = 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f';

const setUp = async () => {
  const f = await setUpMemberArea();
  const wallet = f.core.walletPasses as RecordingWalletPasses;
  const clock = f.core.clock as FixedClock;
  const own = await f.membership(f.member.user.id, { membershipCode: 'CAM-WALLET1' });
  const passType = wallet.applePassTypeIdentifier;
  const token = await walletPassToken(f.core.config, own.id);
  const device = (overrides: Partial<{ deviceId: string; pushToken: string; token: string }> = {}) => ({
    passTypeIdentifier: passType,
    serialNumber: own.id,
    token,
    deviceId: DEVICE,
    pushToken: PUSH,
    ...overrides,
  });
  /** The membership changed later: renewed to a new end date. */
  const renew = async (endDate: string) => {
    clock.advance({ minutes: 5 });
    await f.repos.memberships.update(own.id, { endDate: calendarDate(endDate) }, clock.now());
  };
  return {
    ...f,
    wallet,
    clock,
    own,
    passType,
    token,
    device,
    renew,
    register: new RegisterWalletDevice(f.core),
    unregister: new UnregisterWalletDevice(f.core),
    updated: new ListUpdatedWalletPasses(f.core),
    latest: new GetLatestWalletPass(f.core),
    push: new PushWalletPassUpdates(f.core),
  };
};

describe('the Apple pass’s web service', () => {
  it('is named in the pass, with a token only its serial number gives', async () => {
    const f = await setUp();
    await new GetMembershipApplePass(f.core).execute({ caller: f.member.principal, membershipId: f.own.id });
    expect(f.wallet.made[0]?.appleWebService).toEqual({
      url: 'https://portal.camppass.test/wallet/apple',
      authenticationToken: f.token,
    });
    expect(f.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await f.membership(f.other.user.id);
    expect(await walletPassToken(f.core.config, other.id)).not.toBe(f.token);
    const elsewhere = { ...f.core.config, secondFactorKey: 'another deployment’s key, 32+ characters' };
    expect(await walletPassToken(elsewhere, f.own.id)).not.toBe(f.token);
  });

  it('registers a device with the pass’s token once, and again only replaces its push token', async () => {
    const f = await setUp();
    expect(await f.register.execute(f.device())).toEqual({ ok: true, value: { created: true } });
    expect(await f.register.execute(f.device({ pushToken: 'fresh-token' }))).toEqual({
      ok: true,
      value: { created: false },
    });
    await f.renew('2027-06-01');
    await f.push.execute();
    expect(f.wallet.pushes).toEqual([['fresh-token']]);
  });

  it('refuses another pass’s token, a pass type not ours, and a malformed device', async () => {
    const f = await setUp();
    const other = await f.membership(f.other.user.id);
    const otherToken = await walletPassToken(f.core.config, other.id);
    const codeOf = async (input: ReturnType<typeof f.device>) => {
      const result = await f.register.execute(input);
      return result.ok ? 'ok' : result.code;
    };
    expect(await codeOf(f.device({ token: otherToken }))).toBe('UNAUTHORIZED');
    expect(await codeOf(f.device({ token: `${f.token.slice(0, -1)}A` }))).toBe('UNAUTHORIZED');
    expect(await codeOf(f.device({ token: '' }))).toBe('UNAUTHORIZED');
    expect(await codeOf({ ...f.device(), passTypeIdentifier: 'pass.com.example.other' })).toBe('NOT_FOUND');
    expect(await codeOf(f.device({ deviceId: 'a b\u0000c' }))).toBe('INVALID');
    expect(await codeOf(f.device({ pushToken: '' }))).toBe('INVALID');
    const unregistered = await f.unregister.execute(f.device({ token: otherToken }));
    expect(unregistered.ok ? 'ok' : unregistered.code).toBe('UNAUTHORIZED');
    expect(
      await f.updated.execute({ passTypeIdentifier: f.passType, deviceId: DEVICE, passesUpdatedSince: null }),
    ).toEqual({ ok: true, value: null });
  });

  it('lists the device’s passes changed since its tag, and none once it has the newest', async () => {
    const f = await setUp();
    await f.register.execute(f.device());
    const ask = (since: string | null) =>
      f.updated.execute({ passTypeIdentifier: f.passType, deviceId: DEVICE, passesUpdatedSince: since });
    const all = await ask(null);
    if (!all.ok || !all.value) throw new Error('The registered pass is not listed');
    expect(all.value.serialNumbers).toEqual([f.own.id]);
    expect(await ask(all.value.lastUpdated)).toEqual({ ok: true, value: null });
    await f.renew('2027-06-01');
    const after = await ask(all.value.lastUpdated);
    expect(after.ok && after.value?.serialNumbers).toEqual([f.own.id]);
    expect(after.ok && Number(after.value?.lastUpdated)).toBeGreaterThan(Number(all.value.lastUpdated));
    const foreign = await ask(null).then(() =>
      f.updated.execute({ passTypeIdentifier: 'pass.other', deviceId: DEVICE, passesUpdatedSince: null }),
    );
    expect(foreign.ok ? 'ok' : foreign.code).toBe('NOT_FOUND');
  });

  it('answers the pass as it stands now, or not modified since the device’s copy', async () => {
    const f = await setUp();
    const latest = (ifModifiedSince: Date | null, token = f.token) =>
      f.latest.execute({ passTypeIdentifier: f.passType, serialNumber: f.own.id, token, ifModifiedSince });
    const first = await latest(null);
    if (!first.ok || first.value.notModified) throw new Error('No pass was answered');
    expect(f.wallet.made.at(-1)).toMatchObject({ serialNumber: f.own.id, endDate: f.own.endDate });
    expect(first.value.lastModified).toEqual(f.own.updatedAt);
    const since = new Date(Math.ceil(first.value.lastModified.getTime() / 1000) * 1000);
    expect(await latest(since)).toMatchObject({ ok: true, value: { notModified: true } });
    await f.renew('2027-06-01');
    const renewed = await latest(since);
    expect(renewed).toMatchObject({ ok: true, value: { notModified: false } });
    expect(f.wallet.made.at(-1)?.endDate).toBe('2027-06-01');
    const refused = await latest(null, await walletPassToken(f.core.config, 'another-serial'));
    expect(refused.ok ? 'ok' : refused.code).toBe('UNAUTHORIZED');
  });

  it('stops pushing to a device once it unregisters', async () => {
    const f = await setUp();
    await f.register.execute(f.device());
    expect(await f.unregister.execute(f.device())).toEqual({ ok: true, value: { removed: true } });
    expect(await f.unregister.execute(f.device())).toEqual({ ok: true, value: { removed: false } });
    await f.renew('2027-06-01');
    await f.push.execute();
    expect(f.wallet.pushes).toEqual([]);
  });
});

describe('pushing a changed membership to the wallets holding its pass', () => {
  it('pushes nothing until the membership changes, then once per device, and not again', async () => {
    const f = await setUp();
    await f.register.execute(f.device());
    await f.register.execute(f.device({ deviceId: 'second-device', pushToken: 'second-token' }));
    expect(await f.push.execute()).toMatchObject({ sent: 0 });
    expect(f.wallet.pushes).toEqual([]);
    await f.renew('2027-06-01');
    expect(await f.push.execute()).toMatchObject({ sent: 2 });
    expect(f.wallet.pushes.map((tokens) => [...tokens].sort())).toEqual([[PUSH, 'second-token'].sort()]);
    await f.push.execute();
    expect(f.wallet.pushes).toHaveLength(1);
  });

  it('tries a failed push again on the next run, and forgets a token Apple no longer knows', async () => {
    const f = await setUp();
    await f.register.execute(f.device());
    await f.register.execute(f.device({ deviceId: 'gone-device', pushToken: 'gone-token' }));
    await f.renew('2027-06-01');
    f.wallet.pushOutcomes.set(PUSH, 'failed');
    f.wallet.pushOutcomes.set('gone-token', 'gone');
    expect(await f.push.execute()).toMatchObject({ failed: 1, gone: 1 });
    f.wallet.pushOutcomes.clear();
    expect(await f.push.execute()).toMatchObject({ sent: 1 });
    expect(f.wallet.pushes.at(-1)).toEqual([PUSH]);
    await f.renew('2027-07-01');
    await f.push.execute();
    expect(f.wallet.pushes.at(-1)).toEqual([PUSH]);
  });

  it('brings a Google object the member was given a link for to the renewed pass', async () => {
    const f = await setUp();
    await new GetMembershipGooglePass(f.core).execute({ caller: f.member.principal, membershipId: f.own.id });
    await f.push.execute();
    expect(f.wallet.googleUpdates).toEqual([]);
    await f.renew('2027-06-01');
    f.wallet.googleOutcomes.set(f.own.id, 'failed');
    expect(await f.push.execute()).toMatchObject({ failed: 1 });
    f.wallet.googleOutcomes.clear();
    expect(await f.push.execute()).toMatchObject({ updated: 1 });
    expect(f.wallet.googleUpdates.map((content) => content.endDate)).toEqual(['2027-06-01', '2027-06-01']);
    await f.push.execute();
    expect(f.wallet.googleUpdates).toHaveLength(2);
  });

  it('counts a Google object never saved as told, and asks no more until the next change', async () => {
    const f = await setUp();
    await new GetMembershipGooglePass(f.core).execute({ caller: f.member.principal, membershipId: f.own.id });
    await f.renew('2027-06-01');
    f.wallet.googleOutcomes.set(f.own.id, 'unknown');
    expect(await f.push.execute()).toMatchObject({ unknown: 1 });
    await f.push.execute();
    expect(f.wallet.googleUpdates).toHaveLength(1);
  });
});
