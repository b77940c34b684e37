import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; a titled card is a labelled region of the page. */
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Controls in the card's header (Edit Settings, Refresh). */
  actions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A surface that groups related content. */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null || description != null;
  return (
    <section {...rest} aria-labelledby={title != null ? id : undefined} className={cx('cp-card', className)}>
      {hasHeader && (
        <header className="cp-card__header">
          <div>
            {title != null && (
              <Heading id={id} className="cp-card__title">
                {title}
              </Heading>
            )}
            {description != null && <p className="cp-card__description">{description}</p>}
          </div>
          {actions != null && <div className="cp-card__actions">{actions}</div>}
        </header>
      )}
      {children != null && <div className="cp-card__body">{children}</div>}
      {footer != null && <footer className="cp-card__footer">{footer}</footer>}
    </section>
  );
}
