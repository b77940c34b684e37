import { API_KEY_NOT_FOUND, err, ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ApiKeyRecord } from '../ports/repositories/api-key-repository';
import { type ApiKeyInput, ownerRequired, ownsCampground } from './api-key-access';

export interface RevokeApiKeyInput extends ApiKeyInput {
  readonly apiKeyId: string;
}

/**
 * revoke-api-key: the owner revokes one of the campground's keys; it is refused from the next call
 * on. Another campground's key answers exactly like an unknown one.
 */
export class RevokeApiKey {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: RevokeApiKeyInput): Promise<Result<ApiKeyRecord, 'FORBIDDEN' | 'API_KEY_NOT_FOUND'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return ownerRequired();
    const revoked = await this.ports.repos.apiKeys.revoke(
      input.campgroundId,
      input.apiKeyId,
      this.ports.clock.now(),
    );
    return revoked ? ok(revoked) : err('API_KEY_NOT_FOUND', API_KEY_NOT_FOUND);
  }
}
