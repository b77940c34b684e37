/** The gateway's webhook events already handled, so a redelivered event is acted on once. */
export interface WebhookEventRepository {
  /** Records the event id; `false` when it was recorded before (a duplicate delivery). */
  claim(eventId: string, type: string, at: Date): Promise<boolean>;
  /** Forgets a claim whose handling failed, so the gateway's retry is handled again. */
  release(eventId: string): Promise<void>;
}
