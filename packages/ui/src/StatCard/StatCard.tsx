import { type CSSProperties, type HTMLAttributes, type ReactNode, useId } from 'react';
import { Skeleton } from '../Skeleton';
import { cx } from '../utils/cx';

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted (Total Members); names the card. */
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (trend, period). */
  description?: ReactNode;
  /** Decorative icon; hidden from assistive technology. */
  icon?: ReactNode;
  /** Shows a placeholder instead of the value and marks the card busy. */
  isLoading?: boolean;
}

/** One headline number of a dashboard (Total Campgrounds, Active Memberships, Expiring Soon). */
export function StatCard({ label, value, description, icon, isLoading, className, ...rest }: StatCardProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a label and a number
    <div
      {...rest}
      role="group"
      aria-labelledby={id}
      aria-busy={isLoading || undefined}
      className={cx('cp-stat-card', className)}
    >
      {icon != null && (
        <span className="cp-stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="cp-stat-card__text">
        <p id={id} className="cp-stat-card__label">
          {label}
        </p>
        {isLoading ? (
          <Skeleton width="4ch" height="1.75rem" />
        ) : (
          <p className="cp-stat-card__value" style={fitStyle(value)}>
            {value}
          </p>
        )}
        {description != null && !isLoading && <p className="cp-stat-card__description">{description}</p>}
      </div>
    </div>
  );
}

/** A text value's length, so that a long one ($1,721.16) shrinks to the card's width instead of overflowing it. */
const fitStyle = (value: ReactNode): CSSProperties | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? ({ '--cp-stat-chars': String(value).length } as CSSProperties)
    : undefined;
