import type { CSSProperties, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { readableTextColor } from '../theme/contrast';
import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visual weight; `primary` and `secondary` use the campground's brand colours. */
  variant?: ButtonVariant;
  /** A background colour (hex) overriding the brand colour; its text colour is chosen for contrast. */
  color?: string;
  /** Announced while `isPending` is set: the button keeps focus, ignores presses and shows a spinner. */
  pendingLabel?: string;
  /** Stretch to the container's width (forms on narrow screens). */
  fullWidth?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A button with brand colours, a pending state and a 44 px touch target. */
export function Button({
  variant = 'primary',
  color,
  pendingLabel = 'Loading',
  fullWidth,
  className,
  style,
  children,
  ...rest
}: ButtonProps) {
  const colorStyle = color
    ? ({ '--cp-button-bg': color, '--cp-button-fg': readableTextColor(color) } as CSSProperties)
    : undefined;
  return (
    <AriaButton
      {...rest}
      render={(domProps, values) => <button {...domProps} aria-busy={values.isPending || undefined} />}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      data-custom-color={color ? true : undefined}
      className={cx('cp-button', className)}
      style={{ ...colorStyle, ...style }}
    >
      {({ isPending }) => (
        <>
          {isPending && <Spinner size="sm" aria-label={pendingLabel} />}
          <span className="cp-button__label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
