import { err, ok, type Result } from '../shared/result';

/** Field name → message, one message per field (the first rule that failed). */
export type FieldErrors = Record<string, string>;

export const VALIDATION_ERROR = 'VALIDATION_ERROR';

/**
 * The outcome of a form: the cleaned value when no field failed, otherwise VALIDATION_ERROR with
 * the field messages and a form message (the given one, or the first field's message).
 */
export const formResult = <T>(
  fieldErrors: FieldErrors,
  value: T,
  formMessage?: string,
): Result<T, typeof VALIDATION_ERROR> => {
  const messages = Object.values(fieldErrors);
  const first = messages[0];
  if (first === undefined) return ok(value);
  return err(VALIDATION_ERROR, formMessage ?? first, fieldErrors);
};

/** Text with surrounding blanks removed; missing values count as empty. */
export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

export const isBlank = (value: string | null | undefined): boolean => trimmed(value) === '';
