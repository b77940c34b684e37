import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('status tones', () => {
  it.each([
    ['active', 'success'],
    ['succeeded', 'success'],
    ['paid', 'success'],
    ['approved', 'success'],
    ['healthy', 'success'],
    ['pending', 'warning'],
    ['expiring', 'warning'],
    ['warning', 'warning'],
    ['expired', 'danger'],
    ['failed', 'danger'],
    ['rejected', 'danger'],
    ['inactive', 'danger'],
    ['error', 'danger'],
    ['suspended', 'neutral'],
    ['cancelled', 'neutral'],
    ['refunded', 'neutral'],
    ['archived', 'neutral'],
    [' Succeeded ', 'success'],
    ['something-new', 'warning'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
