import { describe, expect, it } from 'vitest';
import { brandStyle, DEFAULT_BRAND } from './brand';
import { contrastRatio } from './contrast';

const vars = (style: object) => style as Record<string, string>;

describe('brandStyle', () => {
  it('uses the spec defaults when the campground sets no colours', () => {
    const style = vars(brandStyle());
    expect(style['--cp-brand-primary']).toBe(DEFAULT_BRAND.primary);
    expect(style['--cp-brand-secondary']).toBe('#64748B');
    expect(style['--cp-brand-text']).toBe('#FFFFFF');
  });

  it('treats empty strings as unset', () => {
    expect(vars(brandStyle({ primary: '' }))['--cp-brand-primary']).toBe('#3B82F6');
  });

  it('chooses readable text for both brand colours', () => {
    const style = vars(brandStyle({ primary: '#FACC15', secondary: '#14532D', text: '#FFFFFF' }));
    expect(contrastRatio('#FACC15', style['--cp-brand-on-primary']!)).toBeGreaterThanOrEqual(4.5);
    expect(style['--cp-brand-on-secondary']).toBe('#FFFFFF');
  });
});
