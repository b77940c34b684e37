import type { CallFailure } from '@camppass/domain';
import type { ClientFailure } from '../http/failure-messages';

// A call's result as the screens read it; free of the contract's schemas, so that screens can use it
// before the client module is loaded (see light-client.ts).

/** A failed call: the catalogue message to show, with the machine code and HTTP status behind it. */
export interface CallError {
  readonly ok: false;
  /** The server's code; NETWORK_ERROR, INVALID_RESPONSE or HTTP_{status} when there is none. */
  readonly code: string;
  /** The message of the domain's catalogue for this function and failure. */
  readonly message: string;
  /** The HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly failure: ClientFailure;
}

export type CallResult<T> = { readonly ok: true; readonly value: T } | CallError;

/**
 * The failure as the domain's message tables read it: an answer the contract does not accept is a
 * response with the INVALID_RESPONSE code.
 */
export const asCallFailure = (error: CallError): CallFailure => {
  const { failure } = error;
  if (failure.kind === 'network') return failure;
  if (failure.kind === 'invalid-response') {
    return { kind: 'response', status: failure.status, code: error.code, error: null };
  }
  return {
    kind: 'response',
    status: failure.status,
    code: failure.code ?? null,
    error: failure.error ?? null,
  };
};
