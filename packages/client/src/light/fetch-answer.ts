// What the server answered to a fetch, read off the wire without the contract's schemas, so that the
// public page's first reads can use it without loading zod (see light-client.ts).

export type Answer =
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

/** Sees each piece of a file's bytes as it arrives. */
export type OnData = (chunk: Uint8Array) => void;

/** A file answer read piece by piece, each piece shown to `onData`, then kept whole as a Blob. */
const readFile = async (body: ReadableStream<Uint8Array>, type: string, onData: OnData): Promise<Blob> => {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    onData(value);
  }
  // One buffer of its own, which every platform's Blob takes (a piece may view a shared one).
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks.splice(0)) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return new Blob([whole], { type });
};

/**
 * A request by fetch, its answer read as JSON (or as a Blob when it is a file, shown piece by piece
 * to `onData` when given). A failed connection is a `network` answer; an aborted request throws, as
 * fetch does, even midway through the file.
 */
export const fetchAnswer = async (
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  onData?: OnData,
): Promise<Answer> => {
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
    const isFile =
      response.ok &&
      (type.startsWith('image/') ||
        type.startsWith('text/csv') ||
        type.startsWith('application/vnd.apple.pkpass'));
    if (!isFile) parsed = await response.json();
    else if (onData && response.body) parsed = await readFile(response.body, type, onData);
    else parsed = await response.blob();
  } catch (error) {
    // A cancelled download is the caller's doing, not a broken answer.
    if (init.signal?.aborted) throw error;
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

/** Where and how a function is called: the contract entry's method, its path, the type of its success. */
export interface FunctionRoute {
  readonly method: string;
  /** The path under the server's origin (`/functions/v1/...`). */
  readonly path: string;
  /** The media type of a success that is not JSON (a file). */
  readonly answers?: string;
}

/**
 * The fetch of a call: a GET's input as the query, any other's as the JSON body, the access token
 * when there is one. Every call of the client, the light reads' included, is sent this way.
 */
export const functionRequest = (
  base: string,
  route: FunctionRoute,
  payload: unknown,
  accessToken: string | null,
  signal?: AbortSignal,
): [url: string, init: RequestInit] => {
  const headers: Record<string, string> = { Accept: route.answers ?? 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (route.method === 'GET')
    return [`${base}${route.path}${queryOf(payload)}`, { method: 'GET', headers, signal }];
  headers['Content-Type'] = 'application/json';
  return [
    `${base}${route.path}`,
    { method: route.method, headers, body: JSON.stringify(payload ?? {}), signal },
  ];
};

/** A GET call's input as its query string: `?name=value&...`, or '' when it carries nothing. */
const queryOf = (input: unknown): string => {
  const query = new URLSearchParams(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return query ? `?${query}` : '';
};
