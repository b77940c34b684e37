import type { HTMLAttributes, ReactNode } from 'react';
import { Skeleton } from '../Skeleton';

export interface MoneyFigure {
  /** What the figure is (Gross, Net); its term in the list. */
  label: string;
  /** The amount, already formatted ($1,234.50). */
  value: ReactNode;
  /** A short line under the amount saying what it counts. */
  hint?: ReactNode;
  /** The figure the others lead to (Net): shown stronger. */
  isTotal?: boolean;
}

export interface MoneyFiguresProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Names the group of figures (Earnings). */
  label: string;
  figures: readonly MoneyFigure[];
  /** Placeholders instead of the amounts; the list is marked busy. */
  isLoading?: boolean;
}

/**
 * A few amounts side by side (two a row on a phone, one row when there is room), as a description
 * list: each label is read with its amount.
 */
export function MoneyFigures({ label, figures, isLoading, className, ...rest }: MoneyFiguresProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this names a group of amounts
    <div {...rest} role="group" aria-label={label} aria-busy={isLoading || undefined} className={className}>
      <dl className="cp-money-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="cp-money-figures__item" data-total={figure.isTotal || undefined}>
            <dt className="cp-money-figures__label">{figure.label}</dt>
            <dd className="cp-money-figures__value">
              {isLoading ? <Skeleton width="6ch" height="1.5rem" /> : figure.value}
            </dd>
            {figure.hint != null && <dd className="cp-money-figures__hint">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
