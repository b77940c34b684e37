import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_REJECT_NOTES_REQUIRED,
  DOCUMENT_REVIEW_NOTES_MAX,
  DOCUMENT_REVIEW_NOTES_TOO_LONG,
  err,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { EmailDocument } from '../ports/email-renderer';
import type { DocumentReviewRecord } from '../ports/repositories/document-review-repository';
import type { IdentityDocumentRecord } from '../ports/repositories/identity-document-repository';
import type { Repositories } from '../ports/unit-of-work';
import { audit } from '../shared/audit';
import { campgroundBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { memberDashboardLink } from '../shared/emails/links';
import { documentReviewedEmail } from '../shared/emails/membership-emails';
import type { Principal } from '../shared/principal';
import { recordWebhookEvent } from '../webhooks/webhook-events';
import { requiredCampgroundId } from './documents-for-review';
import { refusal } from './owner-access';

export interface ReviewedDocument {
  readonly document: IdentityDocumentRecord;
  readonly review: DocumentReviewRecord;
  /** The document's whole trail, oldest first, this review last. */
  readonly trail: readonly DocumentReviewRecord[];
}

/**
 * A paid purchase held pending for its military document (auto_approve_memberships off) becomes
 * active when that document is approved; any other membership stays as it is.
 */
const activateAwaitingApproval = async (repos: Repositories, membershipId: string, at: Date) => {
  const membership = await repos.memberships.findByIdForUpdate(membershipId);
  if (membership?.status === 'pending' && membership.paymentStatus === 'paid') {
    await repos.memberships.update(membership.id, { status: 'active' }, at);
  }
};

/**
 * review-document: an owner or staff member ('review') approves or rejects a document of their
 * campground with a note (a rejection must say why). The decision becomes the document's status and
 * is appended to its trail and to the audit log, in one transaction; reviewing again appends again.
 * A document of another campground answers exactly like one that does not exist.
 */
export class ReviewDocument {
  constructor(
    private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock' | 'mailer' | 'emailRenderer' | 'config'>,
  ) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string | null | undefined;
    readonly documentId: string;
    readonly decision: 'approve' | 'reject';
    readonly notes?: string | null;
  }): Promise<Result<ReviewedDocument, 'VALIDATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND'>> {
    const campgroundId = requiredCampgroundId(input.campgroundId);
    if (!campgroundId.ok) return campgroundId;
    const refused = refusal(input.actor, campgroundId.value, 'review');
    if (refused) return refused;
    const notes = input.notes?.trim() || null;
    if (notes !== null && notes.length > DOCUMENT_REVIEW_NOTES_MAX)
      return err('VALIDATION_ERROR', DOCUMENT_REVIEW_NOTES_TOO_LONG, {
        notes: DOCUMENT_REVIEW_NOTES_TOO_LONG,
      });
    if (input.decision === 'reject' && notes === null)
      return err('VALIDATION_ERROR', DOCUMENT_REJECT_NOTES_REQUIRED, {
        notes: DOCUMENT_REJECT_NOTES_REQUIRED,
      });
    const decision: 'approved' | 'rejected' = input.decision === 'approve' ? 'approved' : 'rejected';
    const reviewed = await this.ports.unitOfWork.run(async (repos) => {
      const before = await repos.documentReviews.findDocument(input.documentId);
      if (!before || before.campgroundId !== campgroundId.value) return err('NOT_FOUND', DOCUMENT_NOT_FOUND);
      const at = this.ports.clock.now();
      const review = await repos.documentReviews.record({
        documentId: before.id,
        reviewerId: input.actor.userId,
        decision,
        notes,
        reviewedAt: at,
      });
      if (decision === 'approved' && before.kind === 'military-document') {
        await activateAwaitingApproval(repos, before.membershipId, at);
      }
      await recordWebhookEvent(repos, {
        campgroundId: before.campgroundId,
        type: 'document.reviewed',
        membershipId: before.membershipId,
        data: {
          documentId: before.id,
          kind: before.kind,
          membershipId: before.membershipId,
          memberId: before.userId,
          decision,
          notes,
        },
        at,
      });
      await audit(repos, input.actor, at, {
        action: 'review-document',
        campgroundId: before.campgroundId,
        subjectId: before.id,
        before: { status: before.status },
        after: { status: decision, notes },
      });
      const email =
        before.status === decision ? null : await this.decisionEmail(repos, before, decision, notes);
      return ok({
        document: { ...before, status: decision },
        review,
        trail: await repos.documentReviews.trails([before.id]),
        email,
      });
    });
    if (!reviewed.ok) return reviewed;
    const { email, ...result } = reviewed.value;
    // The decision stands whether or not the mail service answers; the dashboard shows it too.
    if (email)
      await sendEmail(this.ports, email.to, email.document, `document-${decision}`).catch(() => undefined);
    return ok(result);
  }

  /** The member's e-mail of a changed decision, in the campground's brand; `null` without an account. */
  private async decisionEmail(
    repos: Repositories,
    document: IdentityDocumentRecord,
    decision: 'approved' | 'rejected',
    notes: string | null,
  ): Promise<{ readonly to: string; readonly document: EmailDocument } | null> {
    const user = await repos.users.findById(document.userId);
    const campground = await repos.campgrounds.findById(document.campgroundId);
    if (!user || !campground) return null;
    const profile = await repos.users.findProfile(user.id);
    return {
      to: user.email,
      document: documentReviewedEmail({
        brand: campgroundBrand(this.ports.config, campground),
        firstName: profile?.firstName ?? null,
        decision,
        documentKind: document.kind,
        notes,
        contact: campground.email ?? campground.phone,
        dashboardUrl: memberDashboardLink(this.ports.config),
      }),
    };
  }
}
