import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ApiKeyRecord } from '../ports/repositories/api-key-repository';
import { type ApiKeyInput, ownerRequired, ownsCampground } from './api-key-access';

/** list-api-keys: the campground's keys with their usage, for its owner. */
export class ListApiKeys {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'apiKeyUsage'>) {}

  async execute(input: ApiKeyInput): Promise<Result<ApiKeyRecord[], 'FORBIDDEN'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return ownerRequired();
    // This process's latest uses first, so the figures include them.
    await this.ports.apiKeyUsage.flush();
    return ok(await this.ports.repos.apiKeys.listForCampground(input.campgroundId));
  }
}
