import { describe, expect, it } from 'vitest';
import { statusLink } from './policy';

describe('statusLink', () => {
  it('is the status page under the portal’s origin, however many slashes end it, with the token encoded', () => {
    for (const appBaseUrl of [
      'https://portal.camppass.test',
      'https://portal.camppass.test/',
      'https://portal.camppass.test//',
    ])
      expect(statusLink({ appBaseUrl, productName: 'CampPass', secondFactorKey: '' }, 'abc_DEF-123')).toBe(
        'https://portal.camppass.test/membership-status/abc_DEF-123',
      );
    expect(
      statusLink(
        { appBaseUrl: 'https://portal.camppass.test', productName: 'CampPass', secondFactorKey: '' },
        'a/b?c',
      ),
    ).toBe('https://portal.camppass.test/membership-status/a%2Fb%3Fc');
  });
});
