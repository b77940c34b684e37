/**
 * The outcome of an operation whose failures are expected (invalid input, not found, conflict).
 * Failures carry a stable machine `code` and the human `message` the specification gives for it.
 * Only bugs and broken infrastructure throw.
 */
export type Result<T, C extends string = string> = Ok<T> | Err<C>;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<C extends string = string> {
  readonly ok: false;
  readonly code: C;
  readonly message: string;
  /** Field-level messages, keyed by field name, for form validation failures. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

export const err = <C extends string>(
  code: C,
  message: string,
  fieldErrors?: Readonly<Record<string, string>>,
): Err<C> => (fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message });
