import {
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
import { findPlanOnSale, PUBLIC_POLICY } from '../checkout/policy';
import { campgroundToday, standingMemberships } from '../checkout/support';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import { type RateLimited, rateLimited } from '../shared/rate-limited';

interface EmailCheck {
  readonly canProceed: boolean;
  readonly code: EmailCheckCode;
  readonly message: string;
  /** Where an existing account signs in, when the answer sends the buyer there. */
  readonly loginUrl: string | null;
}

export type CheckEmailResult =
  | Result<EmailCheck, 'INVALID_EMAIL' | 'CAMPGROUND_NOT_FOUND' | 'MEMBERSHIP_TYPE_NOT_FOUND'>
  | RateLimited;

/**
 * check-email (04 §4 step 1): may this e-mail buy this type here? The answer uses the conflict
 * dialog's codes; a refusal that an existing account can resolve carries the member login link.
 */
export class CheckEmail {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'rateLimiter' | 'clock' | 'config'>) {}

  async execute(input: {
    readonly email: string;
    readonly membershipTypeId: string;
    readonly campgroundId: string;
    readonly clientKey: string;
  }): Promise<CheckEmailResult> {
    const email = normalizeEmail(input.email);
    if (!isEmail(email)) return err('INVALID_EMAIL', REMINDER_INVALID_EMAIL);
    const { limit, windowSeconds } = PUBLIC_POLICY.emailChecksPerIp;
    const decision = await this.ports.rateLimiter.hit(
      `check-email:ip:${input.clientKey}`,
      limit,
      windowSeconds,
    );
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);

    const found = await this.ports.unitOfWork.run(async (repos) => {
      const plan = await findPlanOnSale(repos, input.campgroundId, input.membershipTypeId);
      if (!plan.ok) return plan;
      const existing = await repos.memberships.listByMemberEmail(plan.value.campground.id, email);
      return ok({ ...plan.value, existing });
    });
    if (!found.ok) return found;
    const { campground, type, existing } = found.value;
    // Roles are left out on purpose: this public answer must not tell who is owner, staff or
    // admin. Such an address is still refused before any money moves, by create-payment-intent.
    const answer = purchaseEligibility({
      membershipTypeId: type.id,
      today: campgroundToday(campground, this.ports.clock),
      existing: standingMemberships(existing),
      emailHasStaffAccount: false,
    });
    return ok({
      canProceed: answer.canProceed,
      code: emailCheckCode(answer.code),
      message: answer.message,
      loginUrl: answer.canProceed ? null : portalLink(this.ports.config, PATHS.memberLogin, {}),
    });
  }
}
