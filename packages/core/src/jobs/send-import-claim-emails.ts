import { PUBLIC_POLICY } from '../checkout/policy';
import type { CorePorts } from '../ports/core-ports';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';
import { campgroundBrand } from '../shared/emails/brand';
import { sendEmail } from '../shared/emails/compose';
import { setPasswordLink } from '../shared/emails/links';
import { claimAccountEmail } from '../shared/emails/membership-emails';

/** Claim e-mails one run sends at most; the rest wait for the next minute's run. */
const CLAIM_EMAILS_PER_RUN = 200;

export interface ClaimEmailReport {
  readonly sent: number;
  readonly failed: number;
}

/**
 * send-import-claim-emails (issue 27, Import): the "claim your account" e-mails owners asked for,
 * oldest request first, a batch a run. Each carries a set-password link (a password-reset code valid
 * as long as the welcome's) in the campground's brand, and is noted as sent once the mail service
 * (or its outbox) took it; an account that set a password meanwhile is not e-mailed. The queue runs
 * one of these at a time, so two runs never send the same request.
 */
export class SendImportClaimEmails {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'repos' | 'unitOfWork' | 'mailer' | 'emailRenderer' | 'tokens' | 'clock' | 'config'
    >,
  ) {}

  async execute(input: { readonly limit?: number } = {}): Promise<ClaimEmailReport> {
    const { repos } = this.ports;
    const due = await repos.memberImport.listDueClaimEmails(input.limit ?? CLAIM_EMAILS_PER_RUN);
    const report = { sent: 0, failed: 0 };
    const campgrounds = new Map<string, CampgroundRecord | null>();
    for (const claim of due) {
      if (!campgrounds.has(claim.campgroundId)) {
        campgrounds.set(claim.campgroundId, await repos.campgrounds.findById(claim.campgroundId));
      }
      const campground = campgrounds.get(claim.campgroundId);
      try {
        if (campground) {
          const link = await setPasswordLink(this.ports, claim.userId, PUBLIC_POLICY.welcomeLinkSeconds);
          await sendEmail(
            this.ports,
            claim.email,
            claimAccountEmail({
              brand: campgroundBrand(this.ports.config, campground),
              firstName: claim.firstName,
              product: this.ports.config.productName,
              link,
              linkValidDays: PUBLIC_POLICY.welcomeLinkSeconds / 86_400,
            }),
            'claim-account',
          );
          report.sent += 1;
        }
        await repos.memberImport.markClaimEmailSent(claim.campgroundId, claim.userId, this.ports.clock.now());
      } catch {
        report.failed += 1;
      }
    }
    return report;
  }
}
