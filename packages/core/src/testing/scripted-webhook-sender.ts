import type { WebhookRequest, WebhookSender, WebhookUrlRefusal } from '../ports/webhook-sender';

/** The request as the sender received it, and the answer it gave. */
export interface SentWebhook extends WebhookRequest {
  readonly status: number | 'network error';
}

/**
 * A webhook sender for tests: records each request, answers from a script per URL (then 200), and
 * vets addresses like production without DNS: https only, and `*.internal`, `localhost` and
 * literal private, loopback and link-local addresses refused.
 */
export class ScriptedWebhookSender implements WebhookSender {
  readonly sent: SentWebhook[] = [];
  private readonly scripts = new Map<string, (number | 'network error')[]>();

  /** The next answers of `url`, in order; once used up it answers 200. */
  answer(url: string, ...answers: (number | 'network error')[]): void {
    this.scripts.set(url, [...(this.scripts.get(url) ?? []), ...answers]);
  }

  async post(request: WebhookRequest): Promise<{ readonly status: number }> {
    const status = this.scripts.get(request.url)?.shift() ?? 200;
    this.sent.push({ ...request, status });
    if (status === 'network error') throw new Error('fetch failed');
    return { status };
  }

  async refusal(url: URL): Promise<WebhookUrlRefusal | null> {
    if (url.protocol !== 'https:') return 'NOT_HTTPS';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const isPrivate =
      host === 'localhost' ||
      host.endsWith('.internal') ||
      /^(10|127)\./.test(host) ||
      /^192\.168\./.test(host) ||
      /^169\.254\./.test(host) ||
      /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
      host === '::1' ||
      /^f[cd]|^fe80/i.test(host);
    return isPrivate ? 'PRIVATE_ADDRESS' : null;
  }
}
