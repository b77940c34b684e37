/** An amount of money in integer cents. */
export type Cents = number;

export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);
