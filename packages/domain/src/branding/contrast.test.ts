import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from './contrast';

describe('contrast', () => {
  it('parses short and long hex colours', () => {
    expect(parseHexColor('#3B82F6')).toEqual([59, 130, 246]);
    expect(parseHexColor('fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('blue')).toBeNull();
  });

  it('computes the WCAG extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#3B82F6', '#3B82F6')).toBe(1);
  });

  it('keeps the preferred text colour when it is readable', () => {
    expect(readableTextColor('#64748B', '#FFFFFF')).toBe('#FFFFFF');
    expect(readableTextColor('#1E3A8A', '#FDE68A')).toBe('#FDE68A');
  });

  it('replaces white on the default brand blue, which is below 4.5', () => {
    expect(contrastRatio('#3B82F6', '#FFFFFF')).toBeLessThan(MIN_TEXT_CONTRAST);
    const text = readableTextColor('#3B82F6', '#FFFFFF');
    expect(text).not.toBe('#FFFFFF');
    expect(contrastRatio('#3B82F6', text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('always finds readable text, for every grey from black to white', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextColor(hex))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('falls back to the preferred colour when the background is not a hex colour', () => {
    expect(readableTextColor('transparent', '#111111')).toBe('#111111');
    expect(readableTextColor('transparent')).toBe('#FFFFFF');
  });
});
