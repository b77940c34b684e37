import { describe, expect, it } from 'vitest';
import { internationalPhone } from './phone';

describe('internationalPhone', () => {
  it('gives a ten-digit number the US country code', () => {
    expect(internationalPhone('(555) 123-4567')).toBe('+15551234567');
    expect(internationalPhone('1 555 123 4567')).toBe('+15551234567');
  });

  it('keeps the country of a number typed with + or 00', () => {
    expect(internationalPhone(' +34 612 34 56 78 ')).toBe('+34612345678');
    expect(internationalPhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('leaves blank and unrecognisable input as typed, trimmed', () => {
    expect(internationalPhone('  ')).toBe('');
    expect(internationalPhone(null)).toBe('');
    expect(internationalPhone(' 12345 ')).toBe('12345');
  });
});
