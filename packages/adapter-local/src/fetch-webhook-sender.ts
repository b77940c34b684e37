import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { WebhookRequest, WebhookSender, WebhookUrlRefusal } from '@camppass/core';

/** Addresses no webhook goes to: private, loopback, link-local, CGNAT, multicast, reserved, unspecified. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (IPv4, IPv6, or IPv4 mapped into IPv6) is a public internet address. */
export const isPublicAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(plain, family === 4 ? 'ipv4' : 'ipv6');
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface FetchWebhookSenderOptions {
  /** Outside production: `http://localhost` (and 127.0.0.1, [::1]) receive webhooks, for local receivers and tests. */
  readonly allowLocalhost: boolean;
  /** Milliseconds for the whole request (default 10 s). */
  readonly timeoutMs?: number;
  /** Name resolution; node's resolver by default. */
  readonly resolve?: (host: string) => Promise<readonly string[]>;
}

const resolveAll = async (host: string): Promise<readonly string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Webhooks over node's fetch: a POST with a timeout, no redirects followed (a 3xx is a failed
 * attempt), the answer's body discarded. Every address the name resolves to must be public, checked
 * when the endpoint is added and again before each request.
 */
export class FetchWebhookSender implements WebhookSender {
  private readonly resolve: (host: string) => Promise<readonly string[]>;

  constructor(private readonly options: FetchWebhookSenderOptions) {
    this.resolve = options.resolve ?? resolveAll;
  }

  async refusal(url: URL): Promise<WebhookUrlRefusal | null> {
    if (this.options.allowLocalhost && LOCAL_HOSTS.has(url.hostname) && /^https?:$/.test(url.protocol))
      return null;
    if (url.protocol !== 'https:') return 'NOT_HTTPS';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await this.resolve(host).catch(() => []);
    return addresses.length > 0 && addresses.every(isPublicAddress) ? null : 'PRIVATE_ADDRESS';
  }

  async post(request: WebhookRequest): Promise<{ readonly status: number }> {
    const refused = await this.refusal(new URL(request.url));
    if (refused) throw new Error(`The address is refused (${refused}).`);
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status };
  }
}
