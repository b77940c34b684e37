import {
  AUTO_RENEWAL_DAYS_BEFORE,
  AUTO_RENEWAL_RETRY_DAYS,
  addDays,
  canTakeCharges,
  nextRenewalAttempt,
  todayInZone,
} from '@camppass/domain';
import { changeDescription } from '../checkout/apply-membership-change';
import {
  AUTO_RENEWAL_INTENT_TYPE,
  chargeAmounts,
  feesOfCharge,
  quoteAutoRenewal,
  renewalDestination,
} from '../checkout/auto-renewal';
import { renewalAddressee, sendRenewalNotice } from '../checkout/auto-renewal-emails';
import { PURCHASE_CURRENCY } from '../checkout/policy';
import { renewFromPaidCharge } from '../checkout/renewal-charge-paid';
import { campgroundToday } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import type { RenewalChargeRecord } from '../ports/repositories/auto-renewal-repository';
import type { CampgroundRecord } from '../ports/repositories/campground-repository';

export interface AutoRenewalRunInput {
  /** Days before the end date on which a membership is charged (default 3). */
  readonly daysBefore?: number;
  /** Days after the first declined attempt on which it is tried again (default 1, 3, 5). */
  readonly retryDays?: readonly number[];
  readonly limitPerCampground?: number;
}

export interface AutoRenewalReport {
  readonly campgrounds: number;
  readonly opened: number;
  readonly renewed: number;
  readonly authenticationRequired: number;
  readonly declined: number;
  readonly givenUp: number;
  readonly cancelled: number;
  readonly failed: number;
}

/** A worker holds a charge this long for one attempt; a crashed worker's claim lapses after it. */
const CLAIM_MS = 15 * 60_000;

/**
 * charge-auto-renewals: at each campground that offers automatic renewal, opens one charge per
 * auto-renewing membership whose end date is `daysBefore` days (campground time) away or nearer,
 * priced as a manual renewal, then makes every due attempt: an off-session destination charge of the
 * saved card. Each charge is claimed by one worker per attempt, and its idempotency key names the
 * membership, the period and the attempt, so overlapping, repeated or crashed runs charge a period at
 * most once. Success renews the membership; a bank asking for the member is e-mailed a confirm link;
 * a declined card is tried again on the retry schedule, then the membership is left to end.
 */
export class ChargeAutoRenewals {
  constructor(
    private readonly ports: Pick<
      CorePorts,
      'unitOfWork' | 'repos' | 'gateway' | 'mailer' | 'emailRenderer' | 'clock' | 'config'
    >,
  ) {}

  async execute(input: AutoRenewalRunInput = {}): Promise<AutoRenewalReport> {
    const daysBefore =
      input.daysBefore ?? this.ports.config.autoRenewal?.daysBefore ?? AUTO_RENEWAL_DAYS_BEFORE;
    const limit = input.limitPerCampground ?? 200;
    const campgrounds = await this.ports.repos.autoRenewals.listOfferingCampgrounds();
    const report = {
      campgrounds: campgrounds.length,
      opened: 0,
      renewed: 0,
      authenticationRequired: 0,
      declined: 0,
      givenUp: 0,
      cancelled: 0,
      failed: 0,
    };
    for (const campground of campgrounds) {
      const account = await this.ports.repos.payoutAccounts.findByCampground(campground.id);
      // Charges wait while the campground's account cannot take them; they open once it can.
      if (!account || !canTakeCharges(account)) continue;
      report.opened += await this.openDue(campground, daysBefore, limit);
      const due = await this.ports.repos.autoRenewals.listAttemptable(
        campground.id,
        this.ports.clock.now(),
        limit,
      );
      for (const charge of due) {
        try {
          const outcome = await this.attempt(
            campground,
            account.accountId,
            charge,
            input.retryDays ?? this.ports.config.autoRenewal?.retryDays,
          );
          if (outcome) report[outcome] += 1;
        } catch {
          // The claim lapses and a later run tries again under the same idempotency key.
          report.failed += 1;
        }
      }
    }
    return report;
  }

  /** One pending charge per due membership and end date; the unique row makes a second open a no-op. */
  private async openDue(campground: CampgroundRecord, daysBefore: number, limit: number): Promise<number> {
    const today = campgroundToday(campground, this.ports.clock);
    const due = await this.ports.repos.autoRenewals.listDue({
      campgroundId: campground.id,
      endDateFrom: today,
      endDateTo: addDays(today, daysBefore),
      limit,
    });
    let opened = 0;
    for (const { membershipId, endDate } of due) {
      const created = await this.ports.unitOfWork.run(async (repos) => {
        const membership = await repos.memberships.findById(membershipId);
        const quote = membership && (await quoteAutoRenewal(repos, membership));
        if (!quote?.offered) return null;
        return repos.autoRenewals.openCharge({
          membershipId,
          campgroundId: campground.id,
          periodEndDate: endDate,
          ...chargeAmounts(quote.fees),
          nextAttemptAt: this.ports.clock.now(),
          createdAt: this.ports.clock.now(),
        });
      });
      if (created) opened += 1;
    }
    return opened;
  }

  /** One attempt of a claimed charge; `null` when another worker holds it. */
  private async attempt(
    campground: CampgroundRecord,
    accountId: string,
    due: RenewalChargeRecord,
    retryDays: readonly number[] = AUTO_RENEWAL_RETRY_DAYS,
  ): Promise<keyof AutoRenewalReport | null> {
    const { autoRenewals } = this.ports.repos;
    const now = this.ports.clock.now();
    const charge = await autoRenewals.claim(due.id, now, new Date(now.getTime() + CLAIM_MS));
    if (!charge) return null;
    const membership = await this.ports.repos.memberships.findById(charge.membershipId);
    const card = await autoRenewals.findCard(charge.membershipId);
    const type = membership && (await this.ports.repos.membershipTypes.findById(membership.membershipTypeId));
    if (!membership?.autoRenewal || !card || !type || membership.status !== 'active') {
      await autoRenewals.update(charge.id, { status: 'cancelled', nextAttemptAt: null }, now);
      return 'cancelled';
    }
    const fees = feesOfCharge(charge);
    const period = `${charge.membershipId}-${charge.periodEndDate}`;
    const result = await this.ports.gateway.chargeSavedCard({
      amountCents: charge.totalCents,
      currency: PURCHASE_CURRENCY,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      destination: renewalDestination(accountId, fees),
      metadata: {
        type: AUTO_RENEWAL_INTENT_TYPE,
        renewalChargeId: charge.id,
        membershipId: charge.membershipId,
        campgroundId: campground.id,
        periodEndDate: charge.periodEndDate,
      },
      idempotencyKey:
        charge.attempts === 0 ? `renewal-${period}` : `renewal-${period}-retry-${charge.attempts}`,
      description: changeDescription('renewal', campground, type, type),
    });
    const to = await renewalAddressee(this.ports.repos, charge);
    switch (result.outcome) {
      case 'succeeded':
        // The webhook of this intent may have renewed it first; it is counted once, by whoever did.
        return (await renewFromPaidCharge(this.ports, charge.id, result.intent)) ? 'renewed' : null;
      case 'authentication_required':
        await autoRenewals.update(
          charge.id,
          {
            status: 'authentication_required',
            attempts: charge.attempts + 1,
            nextAttemptAt: null,
            gatewayIntentId: result.intent.id,
          },
          now,
        );
        if (to)
          await sendRenewalNotice(this.ports, charge.membershipId, to, {
            kind: 'confirm',
            totalCents: charge.totalCents,
          });
        return 'authenticationRequired';
      case 'declined': {
        const attempts = charge.attempts + 1;
        const next = nextRenewalAttempt(charge.createdAt, attempts, retryDays);
        await autoRenewals.update(
          charge.id,
          {
            status: next ? 'declined' : 'given_up',
            attempts,
            nextAttemptAt: next,
            declineCode: result.declineCode,
            declineMessage: result.message,
          },
          now,
        );
        const reason = result.declineCode.replaceAll('_', ' ');
        if (to) {
          await sendRenewalNotice(
            this.ports,
            charge.membershipId,
            to,
            next
              ? { kind: 'declined', reason, nextTry: todayInZone(next, campground.timeZone) }
              : { kind: 'given-up', reason, endDate: membership.endDate },
          );
        }
        return next ? 'declined' : 'givenUp';
      }
    }
  }
}
