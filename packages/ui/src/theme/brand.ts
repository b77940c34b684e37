import type { CSSProperties } from 'react';
import { readableTextColor } from './contrast';

/** A campground's brand colours as hex strings (`branding_primary_color` and friends). */
export interface Brand {
  primary: string;
  secondary: string;
  /** The campground's chosen text colour; replaced where it would be unreadable on a brand colour. */
  text: string;
}

/** Spec 01 §9: the brand colours used when a campground sets none. */
export const DEFAULT_BRAND: Brand = { primary: '#3B82F6', secondary: '#64748B', text: '#FFFFFF' };

/** CSS custom properties that apply `brand` to everything inside the element carrying them. */
export function brandStyle(brand: Partial<Brand> = {}): CSSProperties {
  const { primary, secondary, text } = { ...DEFAULT_BRAND, ...withoutEmpty(brand) };
  return {
    '--cp-brand-primary': primary,
    '--cp-brand-on-primary': readableTextColor(primary, text),
    '--cp-brand-secondary': secondary,
    '--cp-brand-on-secondary': readableTextColor(secondary, text),
    '--cp-brand-text': text,
  } as CSSProperties;
}

function withoutEmpty(brand: Partial<Brand>): Partial<Brand> {
  return Object.fromEntries(
    Object.entries(brand).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
}
