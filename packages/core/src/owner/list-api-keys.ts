import { ok, type Result } from '@camppass/domain';
import type { ApiKeyRecord, ApiKeyRepository } from '../ports/repositories/api-key-repository';
import type { ApiKeyUsageMeter } from '../shared/api-key-usage-meter';
import { type ApiKeyInput, ownerRequired, ownsCampground } from './api-key-access';

/** list-api-keys: the campground's keys with their usage, for its owner. */
export class ListApiKeys {
  constructor(
    private readonly apiKeys: ApiKeyRepository,
    private readonly usage: ApiKeyUsageMeter,
  ) {}

  async execute(input: ApiKeyInput): Promise<Result<ApiKeyRecord[], 'FORBIDDEN'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return ownerRequired();
    // This process's latest uses first, so the figures include them.
    await this.usage.flush();
    return ok(await this.apiKeys.listForCampground(input.campgroundId));
  }
}
