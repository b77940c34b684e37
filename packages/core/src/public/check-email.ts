import {
  CAMPGROUND_NOT_FOUND,
  type EmailCheckCode,
  emailCheckCode,
  err,
  isEmail,
  normalizeEmail,
  ok,
  PATHS,
  purchaseEligibility,
  REMINDER_INVALID_EMAIL,
  type Result,
} from '@camppass/domain';
import { type CoreConfig, portalLink } from '../config';
import type { Clock } from '../ports/clock';
import type { RateLimiter } from '../ports/rate-limiter';
import type { CampgroundRepository } from '../ports/repositories/campground-repository';
import type { MembershipTypeRepository } from '../ports/repositories/membership-type-repository';
import type { PublicPageRepository } from '../ports/repositories/public-page-repository';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { PUBLIC_POLICY } from './policy';
import { campgroundToday, isOpenToPublic, standingMemberships } from './support';

export interface EmailCheck {
  readonly canProceed: boolean;
  readonly code: EmailCheckCode;
  readonly message: string;
  /** Where an existing account signs in, when the answer sends the buyer there. */
  readonly loginUrl: string | null;
}

export const MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE = 'Membership type not found';

export type CheckEmailResult =
  | Result<EmailCheck, 'INVALID_EMAIL' | 'CAMPGROUND_NOT_FOUND' | 'MEMBERSHIP_TYPE_NOT_FOUND'>
  | RateLimited;

/**
 * check-email (04 §4 step 1): may this e-mail buy this type here, judged by its memberships at this
 * campground? The answer uses the conflict dialog's codes; a refusal carries the member login link.
 */
export class CheckEmail {
  constructor(
    private readonly campgrounds: CampgroundRepository,
    private readonly membershipTypes: MembershipTypeRepository,
    private readonly publicPage: PublicPageRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: CoreConfig,
  ) {}

  async execute(input: {
    readonly email: string;
    readonly membershipTypeId: string;
    readonly campgroundId: string;
    readonly clientKey: string;
  }): Promise<CheckEmailResult> {
    const email = normalizeEmail(input.email);
    if (!isEmail(email)) return err('INVALID_EMAIL', REMINDER_INVALID_EMAIL);
    const { limit, windowSeconds } = PUBLIC_POLICY.emailChecksPerIp;
    const decision = await this.rateLimiter.hit(`check-email:ip:${input.clientKey}`, limit, windowSeconds);
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const campground = await this.campgrounds.findById(input.campgroundId);
    if (!isOpenToPublic(campground)) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
    const type = await this.membershipTypes.findById(input.membershipTypeId);
    if (!type || type.campgroundId !== campground.id || !type.isActive) {
      return err('MEMBERSHIP_TYPE_NOT_FOUND', MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE);
    }
    const existing = await this.publicPage.listMembershipsByEmail(campground.id, email);
    // Roles are left out on purpose: this public answer must not tell who is owner, staff or
    // admin. Such an address is still refused before any money moves, by create-payment-intent.
    const answer = purchaseEligibility({
      membershipTypeId: type.id,
      today: campgroundToday(campground, this.clock),
      existing: standingMemberships(existing),
      emailHasStaffAccount: false,
    });
    return ok({
      canProceed: answer.canProceed,
      code: emailCheckCode(answer.code),
      message: answer.message,
      loginUrl: answer.canProceed ? null : portalLink(this.config, PATHS.memberLogin, {}),
    });
  }
}
