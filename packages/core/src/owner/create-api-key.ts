import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_NAME_REQUIRED,
  API_KEY_NAME_TOO_LONG,
  err,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ApiKeyRecord } from '../ports/repositories/api-key-repository';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  type ApiKeyInput,
  ownerRequired,
  ownsCampground,
} from './api-key-access';

export interface CreateApiKeyInput extends ApiKeyInput {
  readonly name: string;
}

/** The new key's record, and the key itself: shown this once, never stored. */
export interface CreatedApiKey {
  readonly apiKey: ApiKeyRecord;
  readonly secret: string;
}

/** create-api-key: the owner of a campground creates a named partner API key for it. */
export class CreateApiKey {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'tokens' | 'clock'>) {}

  async execute(input: CreateApiKeyInput): Promise<Result<CreatedApiKey, 'FORBIDDEN' | 'VALIDATION_ERROR'>> {
    if (!ownsCampground(input.actor, input.campgroundId)) return ownerRequired();
    const name = input.name.trim();
    if (name === '') return err('VALIDATION_ERROR', API_KEY_NAME_REQUIRED, { name: API_KEY_NAME_REQUIRED });
    if (name.length > API_KEY_NAME_MAX_LENGTH) {
      return err('VALIDATION_ERROR', API_KEY_NAME_TOO_LONG, { name: API_KEY_NAME_TOO_LONG });
    }
    const secret = `${API_KEY_PREFIX}${this.ports.tokens.generate()}`;
    const apiKey = await this.ports.repos.apiKeys.create({
      campgroundId: input.campgroundId,
      name,
      prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
      keyHash: this.ports.tokens.hash(secret),
      createdBy: input.actor.userId,
      createdAt: this.ports.clock.now(),
    });
    return ok({ apiKey, secret });
  }
}
