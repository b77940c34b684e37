import type { CSSProperties, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { readableTextColor } from '../theme/contrast';
import { cx } from '../utils/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  /** Visual weight; `primary` and `secondary` use the campground's brand colours. */
  variant?: ButtonVariant;
  /** A background colour (hex) overriding the brand colour; its text colour is chosen for contrast. */
  color?: string;
  /**
   * While set, the button keeps focus, ignores presses (and implicit form submission), shows a spinner
   * and announces `pendingLabel` politely.
   */
  isPending?: boolean;
  /** Announced while `isPending` is set. */
  pendingLabel?: string;
  /** Stretch to the container's width (forms on narrow screens). */
  fullWidth?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

// Pointer and focus events still reach tooltips and overlays while pending; presses and clicks do not.
const KEPT_WHILE_PENDING = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

function withoutPressHandlers<P extends object>(props: P): P {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)),
  ) as P;
}

/**
 * A button with brand colours, a pending state and a 44 px touch target.
 *
 * The pending state is ours rather than react-aria's: its announcement leaves `role="img"` nodes in a live
 * log for seconds, labelled by the button and spinner, which lose their name once either is gone.
 */
export function Button({
  variant = 'primary',
  isPending = false,
  type,
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
    <>
      <AriaButton
        {...(isPending ? withoutPressHandlers(rest) : rest)}
        type={isPending && type === 'submit' ? 'button' : type}
        render={(domProps) => (
          <button
            {...domProps}
            aria-busy={isPending || undefined}
            aria-disabled={isPending ? true : domProps['aria-disabled']}
            data-pending={isPending || undefined}
          />
        )}
        data-variant={variant}
        data-full-width={fullWidth || undefined}
        data-custom-color={color ? true : undefined}
        className={cx('cp-button', className)}
        style={{ ...colorStyle, ...style }}
      >
        {isPending && <Spinner size="sm" aria-label={pendingLabel} />}
        <span className="cp-button__label">{children}</span>
      </AriaButton>
      {/* Outside the button, whose children are presentational and so not reliably announced. */}
      {isPending && (
        <span role="status" className="cp-visually-hidden">
          {pendingLabel}
        </span>
      )}
    </>
  );
}
