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
import type { Clock } from '../ports/clock';
import type { MembershipVerificationQuery } from '../ports/membership-verification-query';
import type { MembershipStatus } from '../ports/repositories/membership-repository';

export interface ValidateMembershipInput {
  readonly membershipCode: string;
  readonly email: string;
  readonly campgroundSlug: string;
  readonly dateRanges: readonly StayRange[];
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

/**
 * validate-membership (04 §7): checks a code, e-mail and stays with the domain's precedence, "today"
 * taken in the campground's zone. One database round trip.
 */
export class ValidateMembership {
  constructor(
    private readonly verification: MembershipVerificationQuery,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ValidateMembershipInput,
  ): Promise<Result<MembershipValidity, 'VALIDATION_ERROR' | 'CAMPGROUND_NOT_FOUND'>> {
    const code = normalizeMembershipCode(input.membershipCode);
    if (code === '' || input.email.trim() === '' || input.campgroundSlug.trim() === '') {
      return err('VALIDATION_ERROR', VERIFY_FIELDS_REQUIRED);
    }
    const lookup = await this.verification.lookUpMembershipCode(input.campgroundSlug.trim(), code);
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
      today: todayInZone(this.clock.now(), lookup.campgroundTimeZone),
      dateRanges: input.dateRanges,
    });
    if (!checked.ok) return ok({ valid: false, code: checked.code, message: checked.message });
    const { message, status, startDate, endDate } = checked.value;
    return ok({ valid: true, message, status, startDate, endDate });
  }
}
