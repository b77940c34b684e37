import type { z } from 'zod';
import type { Tokens } from '../contract/auth';
import { errorEnvelopeSchema } from '../contract/envelope';
import {
  FUNCTIONS,
  type FunctionAccess,
  type FunctionContract,
  type FunctionName,
  functionPath,
} from '../contract/functions';
import type { CampgroundUploadName } from '../contract/owner-campground';
import type { UploadKind } from '../contract/public';
import { PUBLIC_CONFIG_PATH, type PublicConfig, publicConfigResponseSchema } from '../contract/public-page';
import type { CallError, CallResult } from '../light/call-failure';
import {
  type Answer,
  fetchAnswer as fetchAnswerWith,
  functionRequest,
  type OnData,
} from '../light/fetch-answer';
import { blobSchema, type UploadOptions, type UploadRequestConstructor, xhrAnswer } from './answer';
import { type ClientFailure, failureMessage } from './failure-messages';

export { asCallFailure, type CallError, type CallResult } from '../light/call-failure';
export { type Answer, retryAfterSeconds } from '../light/fetch-answer';
export type {
  UploadOptions,
  UploadRequest,
  UploadRequestConstructor,
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

/**
 * An answer read with its schema: refusals keep their status, code and words. Exported for the
 * public page's first reads (../light/light-client.ts), which hand over the answers their light check refuses.
 */
export const settleAnswer = <T>(
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

export interface FileCallOptions extends CallOptions {
  /** Each piece of a successful file's bytes as it arrives (a long export's progress). */
  readonly onData?: OnData;
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

  const send = (
    name: FunctionName,
    payload: unknown,
    accessToken: string | null,
    signal?: AbortSignal,
    onData?: OnData,
  ): Promise<Answer> => {
    const { method, answers }: Pick<FunctionContract, 'method' | 'answers'> = FUNCTIONS[name];
    const route = { method, answers, path: functionPath(name) };
    const [url, init] = functionRequest(base, route, payload, accessToken, signal);
    return fetchAnswer(url, init, onData);
  };

  const fetchAnswer = (url: string, init: RequestInit, onData?: OnData): Promise<Answer> =>
    fetchAnswerWith(doFetch, url, init, onData);

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
    return settleAnswer(name, answer, contract.response, input) as CallResult<FunctionOutput<N>>;
  }

  /** A token call's answer, after one refresh and retry on 401; the session ends when that fails. */
  const sendWithRefresh = async (
    name: FunctionName,
    payload: unknown,
    bearer: boolean,
    refreshOnUnauthorized: boolean,
    signal?: AbortSignal,
    onData?: OnData,
  ): Promise<Answer> => {
    const token = () => getTokens()?.accessToken ?? null;
    let answer = await send(name, payload, bearer ? token() : null, signal, onData);
    if (answer.kind === 'answer' && answer.status === 401 && refreshOnUnauthorized) {
      if (await refresh()) answer = await send(name, payload, token(), signal, onData);
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
    callOptions: FileCallOptions = {},
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
      callOptions.onData,
    );
    return settleAnswer(name, answer, blobSchema, input);
  };

  /** A raw-body upload: the bare file, its type as the Content-Type (the server decides by the bytes). */
  const sendFile = async (
    url: string,
    file: Blob,
    accessToken: string | null,
    uploadOptions: UploadOptions,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (file.type) headers['Content-Type'] = file.type;
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    // XMLHttpRequest where the platform has it, since only it reports upload progress; fetch elsewhere.
    const Xhr = (globalThis as { XMLHttpRequest?: UploadRequestConstructor }).XMLHttpRequest;
    return Xhr
      ? xhrAnswer(Xhr, url, headers, file, uploadOptions)
      : fetchAnswer(url, { method: 'POST', headers, body: file, signal: uploadOptions.signal });
  };

  /** upload-document: a purchase's file, before the buyer has an account. */
  const upload = async (
    kind: UploadKind,
    file: Blob,
    uploadOptions: UploadOptions = {},
  ): Promise<CallResult<FunctionOutput<'upload-document'>>> => {
    const url = `${base}${functionPath('upload-document')}?${new URLSearchParams({ kind }).toString()}`;
    const answer = await sendFile(url, file, null, uploadOptions);
    const result = settleAnswer('upload-document', answer, FUNCTIONS['upload-document'].response, { kind });
    if (result.ok) uploadOptions.onProgress?.(file.size, file.size);
    return result;
  };

  /**
   * A campground's file as the request body (owner or super admin): its logo, its terms PDF, or a
   * member file for the import's dry run or the import (`query` carries their other fields); with
   * one refresh and retry on 401.
   */
  const uploadCampgroundFile = async <N extends CampgroundUploadName>(
    name: N,
    campgroundId: string,
    file: Blob,
    uploadOptions: UploadOptions = {},
    fields: Readonly<Record<string, string>> = {},
  ): Promise<CallResult<FunctionOutput<N>>> => {
    const query = new URLSearchParams({ ...fields, campground_id: campgroundId }).toString();
    const url = `${base}${functionPath(name)}?${query}`;
    let answer = await sendFile(url, file, getTokens()?.accessToken ?? null, uploadOptions);
    if (answer.kind === 'answer' && answer.status === 401 && (await refresh())) {
      answer = await sendFile(url, file, getTokens()?.accessToken ?? null, uploadOptions);
    }
    if (answer.kind === 'answer' && answer.status === 401) options.onSessionExpired?.();
    const schema: z.ZodType = FUNCTIONS[name].response;
    const result = settleAnswer(name, answer, schema, { campground_id: campgroundId });
    if (result.ok) uploadOptions.onProgress?.(file.size, file.size);
    return result as CallResult<FunctionOutput<N>>;
  };

  /** Public settings of the server outside the functions contract (the card gateway's key). */
  const publicConfig = async (signal?: AbortSignal): Promise<CallResult<PublicConfig>> => {
    const route = { method: 'GET', path: PUBLIC_CONFIG_PATH };
    const answer = await fetchAnswer(...functionRequest(base, route, undefined, null, signal));
    const result = settleAnswer(null, answer, publicConfigResponseSchema, undefined);
    return result.ok ? { ok: true, value: result.value.data } : result;
  };

  return {
    call,
    image,
    upload,
    uploadCampgroundFile,
    publicConfig,
    /** Renews the session with the stored refresh token; false when it cannot. */
    refresh,
  };
}

/** The functions whose success is a file (their contract's `answers`), read with `image`. */
export type FileFunctionName =
  | 'get-membership-card'
  | 'get-membership-apple-pass'
  | 'export-members'
  | 'export-check-ins';

export type CampPassClient = ReturnType<typeof createCampPassClient>;
