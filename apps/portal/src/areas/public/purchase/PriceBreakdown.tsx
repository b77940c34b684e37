import { formatUsd } from '@camppass/domain';
import type { ServerBreakdown } from '../api/types';
import { FORM_COPY } from '../copy';

/** The server's breakdown (04 §3): subtotal, discount, fees and the total charged. */
export function PriceBreakdown({ breakdown }: { breakdown: ServerBreakdown }) {
  const rows: [string, string][] = [[FORM_COPY.subtotal, formatUsd(breakdown.subtotal)]];
  if (breakdown.discount > 0) {
    rows.push([
      FORM_COPY.militaryDiscount(breakdown.discountPercentage),
      `−${formatUsd(breakdown.discount)}`,
    ]);
  }
  rows.push(
    [FORM_COPY.tax, formatUsd(breakdown.tax)],
    [FORM_COPY.platformFee, formatUsd(breakdown.platformFee)],
    [FORM_COPY.processingFee, formatUsd(breakdown.processingFee)],
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
        <dd>{formatUsd(breakdown.total)}</dd>
      </div>
    </dl>
  );
}
