/** An amount of money in integer cents. */
export type Cents = number;

/**
 * Dollars (as the specs' HTTP fields carry them) to cents, half up. The 12-digit precision step
 * removes binary noise first, so 12.345 becomes 1235 and not 1234.
 */
export const dollarsToCents = (dollars: number): Cents => {
  const cents = Math.round(Number.parseFloat((dollars * 100).toPrecision(12)));
  return Object.is(cents, -0) ? 0 : cents;
};

export const centsToDollars = (cents: Cents): number => cents / 100;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Amounts and payments: USD with 2 decimals, `$1,234.50`. */
export const formatUsd = (cents: Cents): string => usd.format(cents / 100);

/** Plan cards: USD with 0 decimals, `$50`. */
export const formatPlanPrice = (cents: Cents): string => usdWhole.format(cents / 100);
