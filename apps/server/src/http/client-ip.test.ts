import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-ip';

describe('rateLimitAddress', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:85a3:12:1:2:3:4', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff::1', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['2001:db8::1::2', '2001:db8::1::2'],
  ])('counts %s as %s', (ip, key) => {
    expect(rateLimitAddress(ip)).toBe(key);
  });
});
