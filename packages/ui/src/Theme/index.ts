export { Theme, type ThemeName, type ThemeProps } from './Theme';
