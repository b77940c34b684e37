import { describe, expect, it } from 'vitest';
import { openPair, sealPair } from './sealed-pair';

const pair = { accessToken: 'access-token-1234567890', refreshToken: 'refresh-token-1234567890' };

describe('sealed pair', () => {
  it('opens with the token it was sealed with, and shows neither token', async () => {
    const sealed = await sealPair('old-refresh-token', pair);

    expect(sealed).not.toContain(pair.accessToken);
    expect(sealed).not.toContain(pair.refreshToken);
    expect(await openPair('old-refresh-token', sealed)).toEqual(pair);
  });

  it('does not open with another token or when altered', async () => {
    const sealed = await sealPair('old-refresh-token', pair);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('00') ? '11' : '00'}`;

    expect(await openPair('another-token', sealed)).toBeNull();
    expect(await openPair('old-refresh-token', altered)).toBeNull();
    expect(await openPair('old-refresh-token', 'not sealed')).toBeNull();
  });

  it.each([
    '',
    '.',
    'f4ff490549e657e3d81852d6',
    'f4ff490549e657e3d81852d6.',
    '.1464b1154a3113f3cf7fe012',
    'f4ff49.1464b1154a3113f3cf7fe0122965fdb16bd235260d510096cc1f092fdfacb56',
    'zz.zz',
    'f4ff490549e657e3d81852d6.1464b1154a3113f3cf7fe0122965fdb16bd235260d510096cc1f092fdfacb5689',
  ])('does not open the malformed text %j', async (sealed) => {
    expect(await openPair('old-refresh-token', sealed)).toBeNull();
  });

  it('opens a pair sealed before a restart or by another server of the same version', async () => {
    const sealedEarlier =
      'f4ff490549e657e3d81852d6.1464b1154a3113f3cf7fe0122965fdb16bd235260d510096cc1f092fdfacb56897b481d88daac07602ca3b3ced387f046746fecd8ff5768357bc731ff5db2b2410abf7b25f02';

    expect(await openPair('old-refresh-token', sealedEarlier)).toEqual(pair);
    expect(await openPair('old-refresh-token', sealedEarlier.replace('.', '.0'))).toBeNull();
  });
});
