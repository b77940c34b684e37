import { createHash } from 'node:crypto';
import { functionPath } from '@camppass/client';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { keyOf, type PublicReadCache } from './public-read-cache';

/**
 * The GET functions whose answer is the same for every visitor and holds nothing personal: a
 * browser or a CDN may keep it and ask again with its tag. Every other answer is `no-store`.
 */
const PUBLIC_READS = new Set<string>([functionPath('get-campground')]);

/** Kept, but asked again each time (a 304 costs no body): an owner's change shows on the next load. */
const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/** A weak tag of the answer's bytes: the same answer, whatever server process made it, has the same tag. */
export const contentTag = (bytes: ArrayBuffer | string): string =>
  `W/"${createHash('sha256')
    .update(typeof bytes === 'string' ? bytes : new Uint8Array(bytes))
    .digest('base64url')
    .slice(0, 27)}"`;

/** Whether an If-None-Match header names `etag` (or `*`). */
export const matchesTag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch?.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === '*' || `W/${trimmed}` === etag;
  }) ?? false;

/**
 * A public read's answer kept in memory (public-read-cache.ts), with its caching headers: 304
 * without a body when the caller already holds it. Null when none is kept for this request.
 */
export const keptAnswer = (c: Context<AppEnv>, cache: PublicReadCache | undefined): Response | null => {
  if (!cache || c.req.method !== 'GET' || !PUBLIC_READS.has(c.req.path)) return null;
  const kept = cache.find(keyOf(c));
  if (!kept) return null;
  // Through the context with the bytes as a Uint8Array, as the kept pages go: the Node server then
  // writes them as they are, where a Response of an ArrayBuffer with its own Headers went through a
  // web stream (a kept answer cost about twice a kept page).
  c.header('ETag', kept.etag);
  c.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  if (matchesTag(c.req.header('If-None-Match'), kept.etag)) return c.body(null, 304);
  c.header('Content-Type', kept.contentType);
  return c.body(new Uint8Array(kept.body), 200);
};

/**
 * The caching headers of a function's answer, set after it is made: a successful public read gets
 * its tag and `public, no-cache`, and answers 304 without a body when the caller already holds it;
 * every other answer (errors included) is `no-store`. With a cache, a successful public read is
 * kept, unless the data changed since `mark` was taken.
 */
export const cacheHeaders = async (
  c: Context<AppEnv>,
  kept?: { readonly cache: PublicReadCache; readonly mark: number },
): Promise<void> => {
  if (c.req.method !== 'GET' || !PUBLIC_READS.has(c.req.path) || c.res.status !== 200) {
    c.res.headers.set('Cache-Control', 'no-store');
    return;
  }
  const body = await c.res.clone().arrayBuffer();
  const etag = contentTag(body);
  kept?.cache.keep(keyOf(c), kept.mark, {
    body,
    contentType: c.res.headers.get('Content-Type') ?? 'application/json',
    etag,
  });
  if (matchesTag(c.req.header('If-None-Match'), etag)) {
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Type');
    headers.delete('Content-Length');
    c.res = new Response(null, { status: 304, headers });
  }
  c.res.headers.set('ETag', etag);
  c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
};
