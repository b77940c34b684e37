import { statusTone } from '@camppass/domain';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { readableTextColor } from '../theme/contrast';
import { cx } from '../utils/cx';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'brand';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** Colour family; defaults to the tone of `status`, else neutral. */
  tone?: BadgeTone;
  /** A status value (active, pending, succeeded, ...) whose tone the domain's one mapping gives. */
  status?: string;
  /** A background colour (hex) overriding the tone; its text colour is chosen for contrast. */
  color?: string;
  children: ReactNode;
}

/** A short label for a status or attribute. Colour is never the only signal: the text says it. */
export function Badge({ tone, status, color, className, style, children, ...rest }: BadgeProps) {
  const resolved = tone ?? (status ? statusTone(status) : 'neutral');
  const colorStyle = color
    ? ({ '--cp-badge-bg': color, '--cp-badge-fg': readableTextColor(color) } as CSSProperties)
    : undefined;
  return (
    <span
      {...rest}
      data-tone={resolved}
      className={cx('cp-badge', className)}
      style={{ ...colorStyle, ...style }}
    >
      {children}
    </span>
  );
}
