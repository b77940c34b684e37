import type { PriceBreakdown as ServerBreakdown } from '@camppass/client';
import { dollarsToCents, formatUsd } from '@camppass/domain';
import { FORM_COPY } from '../copy';

/** Dollars of the server's answer as the page shows money. */
export const formatDollars = (dollars: number): string => formatUsd(dollarsToCents(dollars));

/** The server's breakdown (04 §3, in dollars): subtotal, discount, fees and the total charged. */
export function PriceBreakdown({ breakdown }: { breakdown: ServerBreakdown }) {
  const rows: [string, string][] = [[FORM_COPY.subtotal, formatDollars(breakdown.subtotal)]];
  if (breakdown.discount > 0) {
    rows.push([
      FORM_COPY.militaryDiscount(breakdown.discountPercentage),
      `−${formatDollars(breakdown.discount)}`,
    ]);
  }
  rows.push(
    [FORM_COPY.tax, formatDollars(breakdown.tax)],
    [FORM_COPY.platformFee, formatDollars(breakdown.platformFee)],
    [FORM_COPY.processingFee, formatDollars(breakdown.processingFee)],
  );
  return (
    <dl className="pp-breakdown">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="pp-breakdown__total">
        <dt>{FORM_COPY.total}</dt>
        <dd>{formatDollars(breakdown.total)}</dd>
      </div>
    </dl>
  );
}
