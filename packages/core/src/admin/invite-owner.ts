import {
  CAMPGROUND_HAS_OWNER,
  CAMPGROUND_NOT_FOUND,
  err,
  INVITATION_SEND_ERROR,
  type InviteOwnerForm,
  ok,
  PATHS,
  type Result,
  SUPER_ADMIN_REQUIRED,
  validateInviteOwner,
} from '@camppass/domain';
import { AUTH_POLICY, portalLink } from '../config';
import type { CorePorts } from '../ports/core-ports';
import { audit } from '../shared/audit';
import { platformBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { ownerInvitationEmail } from '../shared/emails/platform-emails';
import type { Principal } from '../shared/principal';

export interface InviteOwnerInput extends InviteOwnerForm {
  readonly actor: Principal;
}

export interface InvitationSent {
  readonly email: string;
  readonly campgroundId: string;
  readonly expiresAt: Date;
}

export type InviteOwnerError =
  | 'FORBIDDEN'
  | 'VALIDATION_ERROR'
  | 'CAMPGROUND_NOT_FOUND'
  | 'CAMPGROUND_HAS_OWNER'
  | 'EMAIL_SEND_ERROR';

/**
 * invite-owner (03 §5, §7): a super admin invites the owner of a campground that has none. The
 * invitee receives a single-use link to /owner/setup that expires after 7 days; no account or
 * password exists until they accept.
 */
export class InviteOwner {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'tokens' | 'mailer' | 'emailRenderer' | 'clock' | 'config'
    >,
  ) {}

  async execute(input: InviteOwnerInput): Promise<Result<InvitationSent, InviteOwnerError>> {
    if (!input.actor.roles.some((grant) => grant.role === 'super_admin')) {
      return err('FORBIDDEN', SUPER_ADMIN_REQUIRED);
    }
    const form = validateInviteOwner(input);
    if (!form.ok) return form;
    const now = this.ports.clock.now();
    const token = this.ports.tokens.generate();
    const expiresAt = new Date(now.getTime() + AUTH_POLICY.invitationSeconds * 1000);

    const created = await this.ports.unitOfWork.run(async (repos) => {
      const campground = await repos.campgrounds.findById(form.value.campgroundId);
      if (!campground) return err('CAMPGROUND_NOT_FOUND', CAMPGROUND_NOT_FOUND);
      if (campground.ownerId !== null) return err('CAMPGROUND_HAS_OWNER', CAMPGROUND_HAS_OWNER);
      const invitation = await repos.invitations.create({
        tokenHash: this.ports.tokens.hash(token),
        email: form.value.email,
        firstName: form.value.firstName,
        lastName: form.value.lastName,
        campgroundId: campground.id,
        role: 'owner',
        invitedBy: input.actor.userId,
        expiresAt,
        createdAt: now,
      });
      const { tokenHash: _secret, ...recorded } = invitation;
      await audit(repos, input.actor, now, {
        action: 'invite-owner',
        campgroundId: campground.id,
        subjectId: invitation.id,
        after: recorded,
      });
      return ok(campground);
    });
    if (!created.ok) return created;

    const link = portalLink(this.ports.config, PATHS.ownerSetup, { token, email: form.value.email });
    const content = ownerInvitationEmail({
      brand: platformBrand(this.ports.config),
      firstName: form.value.firstName,
      campgroundName: created.value.name,
      link,
      expiresAt,
    });
    try {
      await sendEmail(this.ports, form.value.email, content, 'owner-invitation');
    } catch {
      return err('EMAIL_SEND_ERROR', INVITATION_SEND_ERROR);
    }
    return ok({ email: form.value.email, campgroundId: created.value.id, expiresAt });
  }
}
