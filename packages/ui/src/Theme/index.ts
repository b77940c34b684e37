export { Theme, type ThemeName, type ThemeProps, useThemeBrand } from './Theme';
