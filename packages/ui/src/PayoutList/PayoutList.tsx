import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { cx } from '../utils/cx';

export interface PayoutListItem {
  id: string;
  /** Formatted ($120.00). */
  amount: string;
  /** The status in words (Paid, In transit, Failed) and its colour. */
  status: string;
  tone: BadgeTone;
  /** e.g. "Arrived 06/03/2026" or "Expected 06/05/2026". */
  arrival: string;
  /** The gateway's reason for a failed payout. */
  note?: ReactNode;
}

export interface PayoutListProps {
  /** Names the list for assistive technology (Recent payouts). */
  label: string;
  items: readonly PayoutListItem[];
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  className?: string;
}

/** Recent payouts, newest first: amount, status and arrival date, one row each, wrapping on a phone. */
export function PayoutList({ label, items, emptyText, className }: PayoutListProps) {
  if (items.length === 0) return <p className={cx('cp-payout-list__empty', className)}>{emptyText}</p>;
  return (
    <ul aria-label={label} className={cx('cp-payout-list', className)}>
      {items.map((item) => (
        <li key={item.id} className="cp-payout-list__item">
          <span className="cp-payout-list__amount">{item.amount}</span>
          <Badge tone={item.tone}>{item.status}</Badge>
          <span className="cp-payout-list__arrival">{item.arrival}</span>
          {item.note != null && <span className="cp-payout-list__note">{item.note}</span>}
        </li>
      ))}
    </ul>
  );
}
