import type { CallFailure } from '@camppass/domain';
import type { z } from 'zod';
import type { Tokens } from '../contract/auth';
import { errorEnvelopeSchema } from '../contract/envelope';
import { FUNCTIONS, type FunctionAccess, type FunctionName, functionPath } from '../contract/functions';
import {
  PUBLIC_CONFIG_PATH,
  type PublicConfig,
  publicConfigResponseSchema,
  type UploadKind,
} from '../contract/public';
import {
  type Answer,
  blobSchema,
  retryAfterSeconds,
  type UploadOptions,
  type UploadRequestConstructor,
  xhrAnswer,
} from './answer';
import { type ClientFailure, failureMessage } from './failure-messages';

export {
  retryAfterSeconds,
  type UploadOptions,
  type UploadRequest,
  type UploadRequestConstructor,
} from './answer';

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

export interface CampPassClientOptions {
  /** The server's origin ('' for the same origin as the page). */
  readonly baseUrl: string;
  /** The session's tokens, read at every call so a refresh elsewhere is seen; none when left out. */
  readonly getTokens?: () => Tokens | null;
  /** Receives the new pair after a refresh; the caller stores it. */
  readonly onTokens?: (tokens: Tokens) => void;
  /** Called once a token call is refused and the refresh cannot renew the session. */
  readonly onSessionExpired?: () => void;
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

/**
 * The typed client of `/functions/v1/*` (ARCHITECTURE.md §3). Bodies and answers are checked with
 * the contract's zod schemas; token calls carry the access token and, on 401, refresh the session
 * once and retry once. Failures come back as values with the catalogue's message, never thrown.
 */
export function createCampPassClient(options: CampPassClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  const getTokens = options.getTokens ?? (() => null);
  let refreshing: Promise<boolean> | null = null;

  const send = async (
    name: FunctionName,
    payload: unknown,
    accessToken: string | null,
    signal?: AbortSignal,
  ): Promise<Answer> => {
    const contract: { method: 'GET' | 'POST' | 'PATCH'; answers?: string } = FUNCTIONS[name];
    let url = `${base}${functionPath(name)}`;
    const headers: Record<string, string> = { Accept: contract.answers ?? 'application/json' };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let body: string | undefined;
    if (contract.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries((payload ?? {}) as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload ?? {});
    }
    return fetchAnswer(url, { method: contract.method, headers, body, signal });
  };

  const fetchAnswer = async (url: string, init: RequestInit): Promise<Answer> => {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return { kind: 'network' };
    }
    let parsed: unknown = null;
    try {
      const type = response.headers?.get('Content-Type') ?? '';
      const isFile = type.startsWith('image/') || type.startsWith('text/csv');
      parsed = response.ok && isFile ? await response.blob() : await response.json();
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
      const seen = getTokens()?.refreshToken;
      if (!seen) return false;
      const exchange = async (): Promise<boolean> => {
        const refreshToken = getTokens()?.refreshToken;
        if (!refreshToken) return false;
        if (refreshToken !== seen) return true;
        const answer = await send('auth-refresh', { refreshToken }, null);
        if (answer.kind !== 'answer' || !answer.ok) return false;
        const parsed = FUNCTIONS['auth-refresh'].response.safeParse(answer.body);
        if (!parsed.success) return false;
        options.onTokens?.(parsed.data.tokens);
        return true;
      };
      const locks = options.locks ?? browserLocks();
      return locks ? locks.request(REFRESH_LOCK, exchange) : exchange();
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const failed = (
    name: FunctionName | null,
    failure: ClientFailure,
    input: unknown,
    body?: unknown,
  ): CallError => {
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

    const answer = await sendWithRefresh(name, payload, bearer, refreshOnUnauthorized, callOptions.signal);
    return settle(name, answer, contract.response, input) as CallResult<FunctionOutput<N>>;
  }

  /** A token call's answer, after one refresh and retry on 401; the session ends when that fails. */
  const sendWithRefresh = async (
    name: FunctionName,
    payload: unknown,
    bearer: boolean,
    refreshOnUnauthorized: boolean,
    signal?: AbortSignal,
  ): Promise<Answer> => {
    let answer = await send(name, payload, bearer ? (getTokens()?.accessToken ?? null) : null, signal);
    if (answer.kind === 'answer' && answer.status === 401 && refreshOnUnauthorized) {
      if (await refresh()) answer = await send(name, payload, getTokens()?.accessToken ?? null, signal);
      if (answer.kind === 'answer' && answer.status === 401) options.onSessionExpired?.();
    }
    return answer;
  };

  /**
   * A function that answers a file instead of JSON (get-membership-card's PNG, export-members' CSV):
   * the bytes as a Blob, or the failure as `call` gives it.
   */
  const image = async <N extends FileFunctionName>(
    name: N,
    input: FunctionInput<N>,
    callOptions: CallOptions = {},
  ): Promise<CallResult<Blob>> => {
    const checked = FUNCTIONS[name].request.safeParse(input);
    if (!checked.success) {
      return failed(name, { kind: 'response', status: 400, code: 'VALIDATION_ERROR', error: null }, input);
    }
    const answer = await sendWithRefresh(
      name,
      checked.data,
      true,
      callOptions.refreshOnUnauthorized ?? true,
      callOptions.signal,
    );
    return settle(name, answer, blobSchema, input);
  };

  /** An answer read with its schema: refusals keep their status, code and words. */
  const settle = <T>(
    name: FunctionName | null,
    answer: Answer,
    schema: z.ZodType<T>,
    input: unknown,
  ): CallResult<T> => {
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
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) return failed(name, { kind: 'invalid-response', status: answer.status }, input);
    return { ok: true, value: parsed.data };
  };

  /**
   * upload-document: the bare file as the body, its type as the Content-Type (the server still
   * decides by the bytes). XMLHttpRequest where the platform has it, since only it reports upload
   * progress; fetch elsewhere.
   */
  const upload = async (
    kind: UploadKind,
    file: Blob,
    uploadOptions: UploadOptions = {},
  ): Promise<CallResult<FunctionOutput<'upload-document'>>> => {
    const url = `${base}${functionPath('upload-document')}?${new URLSearchParams({ kind }).toString()}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (file.type) headers['Content-Type'] = file.type;
    const Xhr = (globalThis as { XMLHttpRequest?: UploadRequestConstructor }).XMLHttpRequest;
    const answer = Xhr
      ? await xhrAnswer(Xhr, url, headers, file, uploadOptions)
      : await fetchAnswer(url, { method: 'POST', headers, body: file, signal: uploadOptions.signal });
    const result = settle('upload-document', answer, FUNCTIONS['upload-document'].response, { kind });
    if (result.ok) uploadOptions.onProgress?.(file.size, file.size);
    return result;
  };

  /** Public settings of the server outside the functions contract (the card gateway's key). */
  const publicConfig = async (signal?: AbortSignal): Promise<CallResult<PublicConfig>> => {
    const answer = await fetchAnswer(`${base}${PUBLIC_CONFIG_PATH}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
    const result = settle(null, answer, publicConfigResponseSchema, undefined);
    return result.ok ? { ok: true, value: result.value.data } : result;
  };

  return {
    call,
    image,
    upload,
    publicConfig,
    /** Renews the session with the stored refresh token; false when it cannot. */
    refresh,
  };
}

/** The functions whose success is a file (their contract's `answers`), read with `image`. */
export type FileFunctionName = 'get-membership-card' | 'export-members';

export type CampPassClient = ReturnType<typeof createCampPassClient>;
