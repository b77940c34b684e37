export * from './Badge';
export * from './Button';
export * from './Field';
export * from './Link';
export * from './Spinner';
export * from './Theme';
export { type Brand, brandStyle, DEFAULT_BRAND } from './theme/brand';
export { contrastRatio, MIN_TEXT_CONTRAST, readableTextColor, relativeLuminance } from './theme/contrast';
