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

/**
 * A request by fetch, its answer read as JSON (or as a Blob when it is a file). A failed connection
 * is a `network` answer; an aborted request throws, as fetch does.
 */
export const fetchAnswer = async (doFetch: typeof fetch, url: string, init: RequestInit): Promise<Answer> => {
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

/** A GET call's input as its query string: `?name=value&...`, or '' when it carries nothing. */
export const queryOf = (input: unknown): string => {
  const query = new URLSearchParams(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return query ? `?${query}` : '';
};
