import type { PriceBreakdown as ServerBreakdown } from '@camppass/client';
import { dollarsToCents, formatUsd } from '@camppass/domain';
import { PAYMENT_COPY } from './payment-copy';
import './payments.css';

/** Dollars of the server's answer as the page shows money. */
export const formatDollars = (dollars: number): string => formatUsd(dollarsToCents(dollars));

/** The server's breakdown (04 §3, in dollars): subtotal, discount, fees and the total charged. */
export function PriceBreakdown({ breakdown }: { breakdown: ServerBreakdown }) {
  const rows: [string, string][] = [[PAYMENT_COPY.subtotal, formatDollars(breakdown.subtotal)]];
  if (breakdown.discount > 0) {
    rows.push([
      PAYMENT_COPY.militaryDiscount(breakdown.discountPercentage),
      `−${formatDollars(breakdown.discount)}`,
    ]);
  }
  rows.push(
    [PAYMENT_COPY.tax, formatDollars(breakdown.tax)],
    [PAYMENT_COPY.platformFee, formatDollars(breakdown.platformFee)],
    [PAYMENT_COPY.processingFee, formatDollars(breakdown.processingFee)],
  );
  return (
    <dl className="cp-pay-breakdown">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="cp-pay-breakdown__total">
        <dt>{PAYMENT_COPY.total}</dt>
        <dd>{formatDollars(breakdown.total)}</dd>
      </div>
    </dl>
  );
}
