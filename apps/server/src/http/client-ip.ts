import type { Context } from 'hono';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string; readonly encrypted?: boolean } };
}

const socketOf = (c: Context) => (c.env as NodeBindings | undefined)?.incoming?.socket;

const lastForwarded = (header: string | undefined): string | undefined =>
  header
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .at(-1);

/**
 * The client's address: the socket's peer, unless TRUST_PROXY says a proxy of ours stands in front;
 * then the last X-Forwarded-For entry, the one our proxy appended (earlier entries are whatever the
 * client chose to send).
 */
export const clientIp = (c: Context, trustProxy: boolean): string => {
  const forwarded = trustProxy ? lastForwarded(c.req.header('x-forwarded-for')) : undefined;
  return forwarded ?? socketOf(c)?.remoteAddress ?? 'unknown';
};

/** Whether the request reached us over TLS (directly, or at a trusted proxy that says so). */
export const cameOverTls = (c: Context, trustProxy: boolean): boolean => {
  if (socketOf(c)?.encrypted) return true;
  return trustProxy && lastForwarded(c.req.header('x-forwarded-proto'))?.toLowerCase() === 'https';
};
