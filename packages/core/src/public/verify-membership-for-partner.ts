import { API_KEY_INVALID, API_KEY_WRONG_CAMPGROUND, err, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import {
  type MembershipValidity,
  type ValidateMembershipInput,
  type VerificationError,
  validityOf,
  verificationCode,
} from './validate-membership';

export interface PartnerVerificationInput extends Omit<ValidateMembershipInput, 'clientKey'> {
  /** The partner's API key, as sent in the Authorization header. */
  readonly apiKey: string;
}

export type PartnerVerificationError = VerificationError | 'INVALID_API_KEY' | 'FORBIDDEN';

/**
 * The partner API's verification: validate-membership's question and answer, asked by a campground's
 * booking engine with one of the campground's API keys. The key is checked on every call (a revoked
 * key is refused at once) in the same statement that reads the code, and works only for its own
 * campground. Calls are limited per key, generously, and counted for the owner's figures.
 */
export class VerifyMembershipForPartner {
  constructor(
    private readonly ports: Pick<CorePorts, 'repos' | 'tokens' | 'partnerQuota' | 'apiKeyUsage' | 'clock'>,
  ) {}

  async execute(
    input: PartnerVerificationInput,
  ): Promise<Result<MembershipValidity, PartnerVerificationError> | RateLimited> {
    if (input.apiKey.trim() === '') return err('INVALID_API_KEY', API_KEY_INVALID);
    const code = verificationCode(input);
    if (!code.ok) return code;
    const lookup = await this.ports.repos.membershipVerification.lookUpWithApiKey(
      this.ports.tokens.hash(input.apiKey),
      code.value,
    );
    if (!lookup) return err('INVALID_API_KEY', API_KEY_INVALID);
    const quotaKey = `partner:key:${lookup.apiKeyId}`;
    // Most calls are decided by this process's lease at once; only a new lease waits for the database.
    const decision =
      this.ports.partnerQuota.tryAcquire(quotaKey) ?? (await this.ports.partnerQuota.acquire(quotaKey));
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    const now = this.ports.clock.now();
    this.ports.apiKeyUsage.record(lookup.apiKeyId, now);
    if (lookup.campgroundSlug !== input.campgroundSlug.trim())
      return err('FORBIDDEN', API_KEY_WRONG_CAMPGROUND);
    return validityOf(lookup, input, now);
  }
}
