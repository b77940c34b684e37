import type { HTMLAttributes } from 'react';
import { Button } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { cx } from '../utils/cx';
import { pageRange, pageWindow } from './page-window';

export interface PaginationLabels {
  previous: string;
  next: string;
  /** Accessible name of a page button. */
  page: (page: number) => string;
  /** The line 'Showing x to y of n' ('of more than n' when `more`: the count stopped at n). */
  summary: (from: number, to: number, total: number, more: boolean) => string;
  navigation: string;
}

const DEFAULT_LABELS: PaginationLabels = {
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  summary: (from, to, total, more) => `Showing ${from} to ${to} of ${more ? 'more than ' : ''}${total}`,
  navigation: 'Pagination',
};

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, from 1. */
  page: number;
  /** Items per page (the list's `limit`). */
  pageSize: number;
  totalCount: number;
  /** The list stopped counting at `totalCount`: more rows match, so there is a page after its pages. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  labels?: Partial<PaginationLabels>;
  isDisabled?: boolean;
}

/**
 * Previous, a window of five page numbers, Next, and 'Showing x to y of n'; for a capped count,
 * 'of more than n' and one page past the counted ones.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  totalCapped = false,
  onPageChange,
  labels,
  isDisabled,
  className,
  ...rest
}: PaginationProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const totalPages = totalCapped
    ? Math.floor(totalCount / pageSize) + 1
    : Math.max(1, Math.ceil(totalCount / pageSize));
  const { from, to } = pageRange(page, pageSize, totalCount);
  return (
    <nav {...rest} aria-label={text.navigation} className={cx('cp-pagination', className)}>
      <p className="cp-pagination__summary" aria-live="polite">
        {text.summary(from, to, totalCount, totalCapped)}
      </p>
      <div className="cp-pagination__controls">
        <Button
          className="cp-pagination__button"
          isDisabled={isDisabled || page <= 1}
          onPress={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon width={16} height={16} />
          {text.previous}
        </Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            className="cp-pagination__button cp-pagination__page"
            aria-label={text.page(n)}
            aria-current={n === page ? 'page' : undefined}
            isDisabled={isDisabled}
            onPress={() => n !== page && onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          className="cp-pagination__button"
          isDisabled={isDisabled || page >= totalPages}
          onPress={() => onPageChange(page + 1)}
        >
          {text.next}
          <ChevronRightIcon width={16} height={16} />
        </Button>
      </div>
    </nav>
  );
}
