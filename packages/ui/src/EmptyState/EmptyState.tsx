import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is missing (No members yet). */
  title: ReactNode;
  /** Why, or what to try (Try adjusting your search or filter criteria). */
  description?: ReactNode;
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** A way forward, such as a create button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list or page that has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('cp-empty-state', className)}>
      {icon != null && (
        <span className="cp-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="cp-empty-state__title">{title}</Heading>
      {description != null && <p className="cp-empty-state__description">{description}</p>}
      {action != null && <div className="cp-empty-state__action">{action}</div>}
    </div>
  );
}
