import type { Delay } from '../ports/delay';
import type { ApiKeyRepository, ApiKeyUsage } from '../ports/repositories/api-key-repository';

/**
 * Counts the partner verifications of each key in this process and reports them in one statement
 * about a second later, rather than writing a key's row on every request (a busy key's single row
 * would make every verification wait for the one before it). The owner's figures lag by that second.
 */
export class ApiKeyUsageMeter {
  private pending = new Map<string, { count: number; lastUsedAt: Date }>();
  private scheduled = false;

  constructor(
    private readonly apiKeys: ApiKeyRepository,
    private readonly delay: Delay,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  record(apiKeyId: string, at: Date): void {
    this.add(apiKeyId, 1, at);
  }

  private add(apiKeyId: string, count: number, at: Date): void {
    const usage = this.pending.get(apiKeyId);
    if (usage) {
      usage.count += count;
      if (usage.lastUsedAt < at) usage.lastUsedAt = at;
    } else {
      this.pending.set(apiKeyId, { count, lastUsedAt: at });
    }
    if (!this.scheduled) {
      this.scheduled = true;
      void this.delay.wait(this.intervalMs).then(() => this.flush());
    }
  }

  /** Reports what was counted so far (also before the owner's list is read, and at shutdown). */
  async flush(): Promise<void> {
    this.scheduled = false;
    if (this.pending.size === 0) return;
    const batch: ApiKeyUsage[] = [...this.pending].map(([apiKeyId, usage]) => ({ apiKeyId, ...usage }));
    this.pending = new Map();
    try {
      await this.apiKeys.recordUsage(batch);
    } catch (error) {
      // Kept for the next report: a database hiccup loses no count.
      for (const usage of batch) this.add(usage.apiKeyId, usage.count, usage.lastUsedAt);
      this.onError(error);
    }
  }
}
