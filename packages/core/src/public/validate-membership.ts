import {
  CAMPGROUND_NOT_FOUND,
  type CalendarDate,
  checkValidity,
  err,
  normalizeMembershipCode,
  ok,
  type Result,
  type StayRange,
  todayInZone,
  type ValidityCode,
  VERIFY_FIELDS_REQUIRED,
} from '@camppass/domain';
import { PUBLIC_POLICY } from '../checkout/policy';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipCodeLookup } from '../ports/membership-verification-query';
import type { MembershipStatus } from '../ports/repositories/membership-repository';
import { type RateLimited, rateLimited } from '../shared/rate-limited';

export interface ValidateMembershipInput {
  readonly membershipCode: string;
  readonly email: string;
  readonly campgroundSlug: string;
  readonly dateRanges: readonly StayRange[];
  /** Who is asking (the client's address): failed verifications are limited per client. */
  readonly clientKey?: string;
}

/** The verification's answer: `valid` with the period, or the first failing rule's code and message. */
export type MembershipValidity =
  | {
      readonly valid: true;
      readonly message: string;
      readonly status: MembershipStatus;
      readonly startDate: CalendarDate;
      readonly endDate: CalendarDate;
    }
  | { readonly valid: false; readonly code: ValidityCode; readonly message: string };

export type VerificationError = 'VALIDATION_ERROR' | 'CAMPGROUND_NOT_FOUND';

type Fields = Pick<ValidateMembershipInput, 'membershipCode' | 'email' | 'campgroundSlug'>;

/** The code as stored, or VALIDATION_ERROR when a field of the verification is empty. */
export const verificationCode = (input: Fields): Result<string, 'VALIDATION_ERROR'> => {
  const code = normalizeMembershipCode(input.membershipCode);
  if (code === '' || input.email.trim() === '' || input.campgroundSlug.trim() === '') {
    return err('VALIDATION_ERROR', VERIFY_FIELDS_REQUIRED);
  }
  return ok(code);
};

/**
 * The answer for a looked-up code: the domain's precedence, "today" taken in the campground's zone.
 * Shared by the public verification and the partner API, so both always answer alike.
 */
export const validityOf = (
  lookup: MembershipCodeLookup | null,
  input: Pick<ValidateMembershipInput, 'email' | 'dateRanges'>,
  now: Date,
): Result<MembershipValidity, 'CAMPGROUND_NOT_FOUND'> => {
  if (lookup?.campgroundStatus !== 'active') return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
  const found = lookup.found;
  // An archived membership was replaced by a later purchase; it is no longer this code's record.
  const membership = found && found.membership.status !== 'archived' ? found.membership : null;
  const checked = checkValidity({
    membership:
      membership && found
        ? {
            memberEmail: found.email,
            status: membership.status as Exclude<MembershipStatus, 'archived'>,
            startDate: membership.startDate,
            endDate: membership.endDate,
          }
        : null,
    email: input.email,
    today: todayInZone(now, lookup.campgroundTimeZone),
    dateRanges: input.dateRanges,
  });
  if (!checked.ok) return ok({ valid: false, code: checked.code, message: checked.message });
  const { message, status, startDate, endDate } = checked.value;
  return ok({ valid: true, message, status, startDate, endDate });
};

/**
 * validate-membership (04 §7): checks a code, e-mail and stays with the domain's precedence. One
 * database round trip for an answer that is valid. Every other answer tells the caller something
 * about codes it does not hold (that one exists, under another e-mail), so those are counted per
 * client: past the limit they are withheld (429), which makes guessing codes pointless while
 * verifications that succeed cost nothing more.
 */
export class ValidateMembership {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock' | 'rateLimiter'>) {}

  async execute(
    input: ValidateMembershipInput,
  ): Promise<Result<MembershipValidity, VerificationError> | RateLimited> {
    const code = verificationCode(input);
    if (!code.ok) return code;
    const lookup = await this.ports.repos.membershipVerification.lookUpMembershipCode(
      input.campgroundSlug.trim(),
      code.value,
    );
    const validity = validityOf(lookup, input, this.ports.clock.now());
    if (validity.ok && validity.value.valid) return validity;
    const { limit, windowSeconds } = PUBLIC_POLICY.failedVerificationsPerIp;
    const decision = await this.ports.rateLimiter.hit(
      `verify:ip:${input.clientKey ?? 'unknown'}`,
      limit,
      windowSeconds,
    );
    return decision.allowed ? validity : rateLimited(decision.retryAfterSeconds);
  }
}
