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

/** The first `count` 16-bit groups of an IPv6 address, `::` expanded; undefined when it is not one. */
const ipv6Groups = (address: string, count: number): string[] | undefined => {
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return undefined;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const before = split(head);
  const after = tail === undefined ? [] : split(tail);
  const missing = 8 - before.length - after.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...before, ...Array<string>(missing).fill('0'), ...after];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.slice(0, count).map((group) => group.replace(/^0+(?=.)/, ''));
};

/**
 * Who a per-address limit counts: the address itself for IPv4, its /64 network for IPv6, since one
 * subscriber usually holds a whole /64 and could otherwise change address at every attempt.
 */
export const rateLimitAddress = (ip: string): string => {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const network = ipv6Groups(ip.split('%')[0] ?? ip, 4);
  return network ? `${network.join(':')}::/64` : ip;
};
