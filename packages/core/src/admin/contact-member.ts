import {
  CONTACT_MESSAGE_REQUIRED,
  err,
  MEMBER_CONTACT_UNAVAILABLE,
  MEMBER_NOT_FOUND,
  ok,
  PATHS,
  type Result,
  VALIDATION_ERROR,
} from '@camppass/domain';
import { portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import { platformBrand } from '../shared/emails/brand';
import { oneLine, sendEmail } from '../shared/emails/compose';
import { adminMessageEmail } from '../shared/emails/platform-emails';
import type { Principal } from '../shared/principal';
import { type RateLimited, rateLimited } from '../shared/rate-limited';
import { requireSuperAdmin } from './super-admin';

/** At most this many contact e-mails per admin per hour, so the mailer cannot be turned on members. */
export const CONTACT_MEMBER_LIMIT = { limit: 20, windowSeconds: 3600 } as const;

export interface ContactMemberInput {
  readonly actor: Principal;
  readonly memberId: string;
  readonly subject: string;
  readonly message: string;
}

/** The contact modal (03 §2.10): an e-mail to the member through the mailer (and its outbox). */
export class ContactMember {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'mailer' | 'emailRenderer' | 'rateLimiter' | 'clock' | 'config'
    >,
  ) {}

  async execute(
    input: ContactMemberInput,
  ): Promise<Result<{ readonly to: string }, 'FORBIDDEN' | 'VALIDATION_ERROR' | 'NOT_FOUND'> | RateLimited> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const subject = oneLine(input.subject).trim();
    const message = input.message.trim();
    if (subject === '' || message === '') return err(VALIDATION_ERROR, CONTACT_MESSAGE_REQUIRED);
    const found = await this.ports.unitOfWork.run(async (repos) => {
      const user = await repos.users.findById(input.memberId);
      const grants = user ? await repos.roles.listForUser(user.id) : [];
      const memberGrants = grants.filter((grant) => grant.role === 'member');
      if (!user || memberGrants.length === 0) return null;
      const campgrounds = await Promise.all(
        [...new Set(memberGrants.map((grant) => grant.campgroundId))]
          .filter((id): id is string => id !== null)
          .map((id) => repos.campgrounds.findById(id)),
      );
      const profile = await repos.users.findProfile(user.id);
      const sender = await repos.users.findProfile(input.actor.userId);
      return {
        user,
        firstName: profile?.firstName ?? null,
        senderName: [sender?.firstName, sender?.lastName].filter((part) => part?.trim()).join(' '),
        campgroundNames: campgrounds.flatMap((campground) => (campground ? [campground.name] : [])),
      };
    });
    if (!found) return err('NOT_FOUND', MEMBER_NOT_FOUND);
    const member = found.user;
    if (member.email.trim() === '') return err('NOT_FOUND', MEMBER_CONTACT_UNAVAILABLE);
    const { limit, windowSeconds } = CONTACT_MEMBER_LIMIT;
    const decision = await this.ports.rateLimiter.hit(
      `admin-contact:${input.actor.userId}`,
      limit,
      windowSeconds,
    );
    if (!decision.allowed) return rateLimited(decision.retryAfterSeconds);
    const now = this.ports.clock.now();
    await this.ports.unitOfWork.run(async (repos) => {
      await sendEmail(
        this.ports,
        member.email,
        adminMessageEmail({
          brand: platformBrand(this.ports.config),
          subject,
          firstName: found.firstName,
          senderName: found.senderName || null,
          campgroundNames: found.campgroundNames,
          message,
          contactUrl: portalLink(this.ports.config, PATHS.contact, {}),
        }),
        'admin-contact',
      );
      await audit(repos, input.actor, now, {
        action: 'admin-contact-member',
        campgroundId: null,
        subjectId: member.id,
        after: { to: member.email, subject },
      });
    });
    return ok({ to: member.email });
  }
}
