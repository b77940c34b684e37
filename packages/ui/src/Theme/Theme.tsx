import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { type Brand, brandStyle } from '../theme/brand';
import { cx } from '../utils/cx';

export type ThemeName = 'dark' | 'light';

export interface ThemeProps extends HTMLAttributes<HTMLDivElement> {
  /** Colour scheme of everything inside; dark is the product default. */
  theme?: ThemeName;
  /** The campground's brand colours; unset ones take the defaults of spec 01 §9. */
  brand?: Partial<Brand>;
  children: ReactNode;
}

const ThemeBrandContext = createContext<Partial<Brand> | undefined>(undefined);

/**
 * The brand colours of the nearest Theme, for content rendered outside its element (a modal's
 * overlay is attached to the document's body, where the Theme's custom properties do not reach).
 */
export const useThemeBrand = (): Partial<Brand> | undefined => useContext(ThemeBrandContext);

/** Applies a colour scheme and a campground's brand colours to its subtree through CSS custom properties. */
export function Theme({ theme = 'dark', brand, className, style, children, ...rest }: ThemeProps) {
  return (
    <div
      {...rest}
      data-theme={theme}
      className={cx('cp-theme', className)}
      style={{ ...brandStyle(brand), ...style }}
    >
      <ThemeBrandContext.Provider value={brand}>{children}</ThemeBrandContext.Provider>
    </div>
  );
}
