import { effectiveStatus, err, isEmail, normalizeEmail, ok, type Result } from '@camppass/domain';
import {
  CAMPGROUND_NOT_FOUND,
  REMINDER_FAILED,
  REMINDER_INVALID_EMAIL,
  REMINDER_NO_ACTIVE_MEMBERSHIP,
  REMINDER_SENT,
} from '@camppass/domain/messages/public-page';
import { isOpenToPublic, PUBLIC_POLICY } from '../checkout/policy';
import { campgroundToday, standingMemberships } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import { campgroundBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { memberDashboardLink } from '../shared/emails/links';
import { membershipDetailsEmail } from '../shared/emails/membership-emails';
import { type RateLimited, rateLimited } from '../shared/rate-limited';

export type SendMembershipEmailResult =
  | Result<
      { readonly message: string; readonly sent: number },
      'INVALID_EMAIL' | 'CAMPGROUND_NOT_FOUND' | 'NO_ACTIVE_MEMBERSHIP' | 'EMAIL_SEND_ERROR'
    >
  | RateLimited;

/**
 * send-membership-email (04 §4 reminder): e-mails the member's active memberships at the campground
 * to the address that holds them, never elsewhere, so the answer reveals only what the owner of the
 * address could learn from their inbox. Limited per address and per client.
 */
export class SendMembershipEmail {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'mailer' | 'emailRenderer' | 'rateLimiter' | 'clock' | 'config'
    >,
  ) {}

  async execute(input: {
    readonly email: string;
    readonly campgroundSlug: string;
    readonly clientKey: string;
  }): Promise<SendMembershipEmailResult> {
    const email = normalizeEmail(input.email);
    if (!isEmail(email)) return err('INVALID_EMAIL', REMINDER_INVALID_EMAIL);
    for (const [key, policy] of [
      [`reminder:email:${email}`, PUBLIC_POLICY.remindersPerEmail],
      [`reminder:ip:${input.clientKey}`, PUBLIC_POLICY.remindersPerIp],
    ] as const) {
      const decision = await this.ports.rateLimiter.hit(key, policy.limit, policy.windowSeconds);
      if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    }
    const found = await this.ports.unitOfWork.run(async (repos) => {
      const campground = await repos.campgrounds.findBySlug(input.campgroundSlug.trim());
      if (!isOpenToPublic(campground)) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      const today = campgroundToday(campground, this.ports.clock);
      const active = standingMemberships(
        await repos.memberships.listByMemberEmail(campground.id, email),
      ).filter((m) => effectiveStatus(m, today) === 'active');
      if (active.length === 0) return err('NO_ACTIVE_MEMBERSHIP', REMINDER_NO_ACTIVE_MEMBERSHIP);
      const user = await repos.users.findByEmail(email);
      const profile = user ? await repos.users.findProfile(user.id) : null;
      const types = await repos.membershipTypes.listByCampground(campground.id);
      return ok({ campground, active, user, profile, types });
    });
    if (!found.ok) return found;
    const { campground, active, user, profile, types } = found.value;
    const typeName = (id: string) => {
      const type = types.find((t) => t.id === id);
      return type ? type.displayName || type.name : 'Membership';
    };
    const content = membershipDetailsEmail({
      brand: campgroundBrand(this.ports.config, campground),
      firstName: profile?.firstName ?? null,
      dashboardUrl: memberDashboardLink(this.ports.config),
      memberships: active.map((m) => ({
        membershipCode: m.membershipCode,
        typeName: typeName(m.membershipTypeId),
        startDate: m.startDate,
        endDate: m.endDate,
      })),
    });
    try {
      await sendEmail(this.ports, user?.email ?? email, content, 'membership-reminder');
    } catch {
      return err('EMAIL_SEND_ERROR', REMINDER_FAILED);
    }
    return ok({ message: REMINDER_SENT, sent: active.length });
  }
}
