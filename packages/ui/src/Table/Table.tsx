import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ChevronDownIcon, SortIcon } from '../icons';
import { cx } from '../utils/cx';

export type { SortDescriptor } from 'react-aria-components';

export interface TableProps extends Omit<AriaTableProps, 'className'> {
  className?: string;
}

/**
 * A data table with keyboard navigation. Sorting is controlled: pass `sortDescriptor` and
 * `onSortChange`, and sort the rows where the data lives (the server, for owner and admin lists).
 */
export function Table({ className, ...rest }: TableProps) {
  return (
    <div className="cp-table-scroll">
      <AriaTable {...rest} className={cx('cp-table', className)} />
    </div>
  );
}

export interface TableHeaderProps<T extends object> extends Omit<AriaTableHeaderProps<T>, 'className'> {
  className?: string;
}

export function TableHeader<T extends object>({ className, ...rest }: TableHeaderProps<T>) {
  return <AriaTableHeader {...rest} className={cx('cp-table__header', className)} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** A column header; with `allowsSorting` it is a sort control and exposes `aria-sort`. */
export function Column({ className, children, ...rest }: ColumnProps) {
  return (
    <AriaColumn {...rest} className={cx('cp-table__column', className)}>
      {({ allowsSorting, sortDirection }) => (
        <span className="cp-table__column-content">
          {children}
          {allowsSorting && (
            <span className="cp-table__sort" data-direction={sortDirection} aria-hidden="true">
              {sortDirection ? (
                <ChevronDownIcon width={16} height={16} />
              ) : (
                <SortIcon width={16} height={16} />
              )}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T extends object> extends Omit<AriaTableBodyProps<T>, 'className'> {
  className?: string;
}

/** Rows of the table; `renderEmptyState` shows when there are none. */
export function TableBody<T extends object>({ className, ...rest }: TableBodyProps<T>) {
  return <AriaTableBody {...rest} className={cx('cp-table__body', className)} />;
}

export interface RowProps<T extends object> extends Omit<AriaRowProps<T>, 'className'> {
  className?: string;
}

export function Row<T extends object>({ className, ...rest }: RowProps<T>) {
  return <AriaRow {...rest} className={cx('cp-table__row', className)} />;
}

export interface CellProps extends Omit<AriaCellProps, 'className'> {
  className?: string;
}

export function Cell({ className, ...rest }: CellProps) {
  return <AriaCell {...rest} className={cx('cp-table__cell', className)} />;
}
