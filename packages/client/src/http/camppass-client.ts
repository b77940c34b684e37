import type { z } from 'zod';
import type { Tokens } from '../contract/auth';
import { errorEnvelopeSchema } from '../contract/envelope';
import { FUNCTIONS, type FunctionAccess, type FunctionName, functionPath } from '../contract/functions';
import { type ClientFailure, failureMessage } from './failure-messages';

type Contract<N extends FunctionName> = (typeof FUNCTIONS)[N];

/** What a function takes: its JSON body (POST) or query (GET); `undefined` when it takes nothing. */
export type FunctionInput<N extends FunctionName> =
  Contract<N> extends { readonly request: infer S }
    ? S extends z.ZodType
      ? z.input<S>
      : undefined
    : undefined;

/** What a function answers on success. */
export type FunctionOutput<N extends FunctionName> = z.infer<Contract<N>['response']>;

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

export interface CampPassClientOptions {
  /** The server's origin ('' for the same origin as the page). */
  readonly baseUrl: string;
  /** The session's tokens, read at every call so a refresh elsewhere is seen. */
  readonly getTokens: () => Tokens | null;
  /** Receives the new pair after a refresh; the caller stores it. */
  readonly onTokens: (tokens: Tokens) => void;
  /** Called once a token call is refused and the refresh cannot renew the session. */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
  /** Serialises refreshes across tabs; the browser's `navigator.locks` when left out and present. */
  readonly locks?: RefreshLocks;
}

/** The part of the Web Locks API (`navigator.locks`) the client uses: one exclusive lock by name. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const REFRESH_LOCK = 'camppass.auth-refresh';

const browserLocks = (): RefreshLocks | undefined =>
  (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator?.locks;

export interface CallOptions {
  /** Refresh the session and retry once on 401 (default for token calls); off for logout. */
  readonly refreshOnUnauthorized?: boolean;
  readonly signal?: AbortSignal;
}

type Answer =
  | { readonly kind: 'network' }
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly ok: boolean;
      readonly body: unknown;
      /** Seconds from the Retry-After header, when it gives them. */
      readonly retryAfterSeconds: number | null;
    };

/** Retry-After in seconds: the delay form, or the date form counted from now. */
export const retryAfterSeconds = (header: string | null, now = Date.now()): number | null => {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
};

/**
 * The typed client of `/functions/v1/*` (ARCHITECTURE.md §3). Bodies and answers are checked with
 * the contract's zod schemas; token calls carry the access token and, on 401, refresh the session
 * once and retry once. Failures come back as values with the catalogue's message, never thrown.
 */
export function createCampPassClient(options: CampPassClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  let refreshing: Promise<boolean> | null = null;

  const send = async (
    name: FunctionName,
    payload: unknown,
    accessToken: string | null,
    signal?: AbortSignal,
  ): Promise<Answer> => {
    const contract: { method: 'GET' | 'POST' } = FUNCTIONS[name];
    let url = `${base}${functionPath(name)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: string | undefined;
    if (contract.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries((payload ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString();
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload ?? {});
    }
    let response: Response;
    try {
      response = await doFetch(url, { method: contract.method, headers, body, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      return { kind: 'network' };
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      parsed = null;
    }
    return {
      kind: 'answer',
      status: response.status,
      ok: response.ok,
      body: parsed,
      retryAfterSeconds: retryAfterSeconds(response.headers?.get('Retry-After') ?? null),
    };
  };

  /**
   * One refresh at a time: parallel 401s in a tab wait for the same new pair, and tabs take turns
   * under a Web Lock. A tab that finds the stored pair renewed while it waited uses that pair instead
   * of spending the refresh token another tab already exchanged.
   */
  const refresh = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const seen = options.getTokens()?.refreshToken;
      if (!seen) return false;
      const exchange = async (): Promise<boolean> => {
        const refreshToken = options.getTokens()?.refreshToken;
        if (!refreshToken) return false;
        if (refreshToken !== seen) return true;
        const answer = await send('auth-refresh', { refreshToken }, null);
        if (answer.kind !== 'answer' || !answer.ok) return false;
        const parsed = FUNCTIONS['auth-refresh'].response.safeParse(answer.body);
        if (!parsed.success) return false;
        options.onTokens(parsed.data.tokens);
        return true;
      };
      const locks = options.locks ?? browserLocks();
      return locks ? locks.request(REFRESH_LOCK, exchange) : exchange();
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const failed = (name: FunctionName, failure: ClientFailure, input: unknown, body?: unknown): CallError => {
    const envelope = errorEnvelopeSchema.safeParse(body);
    const code =
      failure.kind === 'network'
        ? 'NETWORK_ERROR'
        : failure.kind === 'invalid-response'
          ? 'INVALID_RESPONSE'
          : (failure.code ?? `HTTP_${failure.status}`);
    return {
      ok: false,
      code,
      message: failureMessage(name, failure, input),
      status: failure.kind === 'network' ? null : failure.status,
      ...(envelope.success && envelope.data.fieldErrors ? { fieldErrors: envelope.data.fieldErrors } : {}),
      failure,
    };
  };

  async function call<N extends FunctionName>(
    name: N,
    ...[input, callOptions = {}]: FunctionInput<N> extends undefined
      ? [input?: undefined, callOptions?: CallOptions]
      : [input: FunctionInput<N>, callOptions?: CallOptions]
  ): Promise<CallResult<FunctionOutput<N>>> {
    const contract: { access: FunctionAccess; request?: z.ZodType; response: z.ZodType } = FUNCTIONS[name];
    let payload: unknown = input;
    if (contract.request) {
      const checked = contract.request.safeParse(input ?? {});
      if (!checked.success) {
        return failed(name, { kind: 'response', status: 400, code: 'VALIDATION_ERROR', error: null }, input);
      }
      payload = checked.data;
    }
    const bearer = contract.access === 'bearer';
    const refreshOnUnauthorized = bearer && (callOptions.refreshOnUnauthorized ?? true);

    let answer = await send(
      name,
      payload,
      bearer ? (options.getTokens()?.accessToken ?? null) : null,
      callOptions.signal,
    );
    if (answer.kind === 'answer' && answer.status === 401 && refreshOnUnauthorized) {
      if (await refresh()) {
        answer = await send(name, payload, options.getTokens()?.accessToken ?? null, callOptions.signal);
      }
      if (answer.kind === 'answer' && answer.status === 401) options.onSessionExpired();
    }

    if (answer.kind === 'network') return failed(name, { kind: 'network' }, input);
    if (!answer.ok) {
      const envelope = errorEnvelopeSchema.safeParse(answer.body);
      const failure: ClientFailure = {
        kind: 'response',
        status: answer.status,
        code: envelope.success ? envelope.data.code : null,
        error: envelope.success ? envelope.data.error : null,
        ...(answer.retryAfterSeconds === null ? {} : { retryAfterSeconds: answer.retryAfterSeconds }),
      };
      return failed(name, failure, input, answer.body);
    }
    const parsed = contract.response.safeParse(answer.body);
    if (!parsed.success) return failed(name, { kind: 'invalid-response', status: answer.status }, input);
    return { ok: true, value: parsed.data as FunctionOutput<N> };
  }

  return {
    call,
    /** Renews the session with the stored refresh token; false when it cannot. */
    refresh,
  };
}

export type CampPassClient = ReturnType<typeof createCampPassClient>;
