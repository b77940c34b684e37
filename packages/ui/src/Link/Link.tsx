import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../utils/cx';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** `inline` sits in running text; `standalone` stands alone with a 44 px touch target. */
  variant?: 'inline' | 'standalone';
  /** Opens in a new tab; adds `rel="noopener noreferrer"`. */
  external?: boolean;
  className?: string;
}

/** A navigation link; with a router provider of react-aria-components, `href` navigates client-side. */
export function Link({ variant = 'inline', external, className, ...rest }: LinkProps) {
  return (
    <AriaLink
      {...rest}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-variant={variant}
      className={cx('cp-link', className)}
    />
  );
}
