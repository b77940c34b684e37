import type { FileStorage, SignedFileLinks } from '@camppass/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { failure } from '../../http/errors';

/**
 * `/files/{key}`: the signed, expiring links of files kept on local disk (identity documents,
 * signatures, logos). A stored file never runs as a page of ours: its own sandboxing CSP, no cache.
 */
export const fileRoutes = (storage: FileStorage, links: SignedFileLinks) =>
  new Hono<AppEnv>().get('/*', async (c) => {
    const verified = links.verifySignedRequest({
      key: c.req.path.replace(/^\/files\//, ''),
      expires: c.req.query('expires'),
      signature: c.req.query('signature'),
      disposition: c.req.query('disposition'),
    });
    if (!verified.ok) return failure(c, verified);
    const file = await storage.get(verified.value.key);
    if (!file) return failure(c, { ok: false, code: 'NOT_FOUND', message: 'File not found.' });
    const name = verified.value.key.split('/').at(-1) ?? 'file';
    c.header('Content-Type', file.contentType);
    c.header('Content-Disposition', `${verified.value.disposition}; filename="${name}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    );
    return c.body(new Uint8Array(file.bytes));
  });
