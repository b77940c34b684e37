/** A number typed into a form: blank → null, text that is not a finite number → NaN. */
export const parseNumberInput = (value: string | number | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? null : Number(text);
};

/** A finite number within [min, max] with at most two decimals (an input with step 0.01). */
export const isInStepOfCents = (value: number, min: number, max: number): boolean =>
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An integer within [min, max]. */
export const isIntegerBetween = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;
