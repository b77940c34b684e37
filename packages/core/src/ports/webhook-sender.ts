/** One signed POST to a webhook endpoint. */
export interface WebhookRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Why an address may not receive webhooks: not https, or not a public internet address. */
export type WebhookUrlRefusal = 'NOT_HTTPS' | 'PRIVATE_ADDRESS';

/** Sends webhooks over HTTP (node's fetch in production, a recording fake in tests). */
export interface WebhookSender {
  /**
   * Posts the request and answers the response's status; rejects when no response came in time
   * or the address is refused when resolved (a name that turned private since it was added).
   */
  post(request: WebhookRequest): Promise<{ readonly status: number }>;
  /** `null` when the address may receive webhooks, else why not (DNS resolved, every address checked). */
  refusal(url: URL): Promise<WebhookUrlRefusal | null>;
}
