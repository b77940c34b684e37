import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { readableTextColor } from '../theme/contrast';
import { cx } from '../utils/cx';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'brand';

const STATUS_TONES: Record<string, BadgeTone> = {
  active: 'success',
  approved: 'success',
  paid: 'success',
  healthy: 'success',
  pending: 'warning',
  warning: 'warning',
  expired: 'danger',
  failed: 'danger',
  rejected: 'danger',
  error: 'danger',
  suspended: 'neutral',
  inactive: 'neutral',
  cancelled: 'neutral',
};

/**
 * Tone of a status value (spec 03 §3: active green, pending yellow, expired red, suspended grey).
 * An unknown status is styled as pending, as 03 §4 asks for membership statuses.
 */
export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status.trim().toLowerCase()] ?? 'warning';
}

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** Colour family; defaults to the tone of `status`, else neutral. */
  tone?: BadgeTone;
  /** A status value (active, pending, expired, suspended, ...) that picks the tone. */
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
