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
});
