import {
  type CalendarDate,
  err,
  MEMBER_NOT_FOUND,
  MEMBER_OTHER_CAMPGROUND,
  type OwnerMemberAttentionReason,
  ok,
  type Result,
} from '@camppass/domain';
import { keptCents } from '../checkout/kept-payments';
import type { CorePorts } from '../ports/core-ports';
import type { IdentityDocumentRecord } from '../ports/repositories/identity-document-repository';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import type { Principal } from '../shared/principal';
import { nextChargeDates } from './next-charge-dates';
import { mayAct } from './owner-access';
import { describeMember, type OwnerMemberView } from './owner-members-scope';

/** The View Profile modal's data (03 §2.5): the member record, their documents and payments. */
export interface OwnerMemberDetail {
  readonly member: OwnerMemberView;
  readonly documents: readonly IdentityDocumentRecord[];
  readonly payments: readonly PaymentRecord[];
  /** Succeeded payments not refunded, cents. */
  readonly totalPaidCents: number;
  readonly attention: readonly OwnerMemberAttentionReason[];
  /** The day the automatic renewal is next charged (or retried); null unless it is on and offered. */
  readonly nextChargeDate: CalendarDate | null;
  /** The membership's latest check-in at the gate, or null. */
  readonly lastVisitAt: Date | null;
}

/** What the 'Attention Required' box lists for a member, in this order. */
export const attentionOf = (
  member: OwnerMemberView,
  documents: readonly IdentityDocumentRecord[],
): OwnerMemberAttentionReason[] => {
  const reasons: OwnerMemberAttentionReason[] = [];
  if (member.paymentStatus === 'pending') reasons.push('payment_pending');
  if (member.paymentStatus === 'failed') reasons.push('payment_failed');
  if (member.isExpiringSoon) reasons.push('expiring_soon');
  if (member.effectiveStatus === 'expired') reasons.push('expired');
  const military = documents.filter((d) => d.kind === 'military-document');
  if (military.some((d) => d.status === 'pending')) reasons.push('military_document_pending');
  if (member.isMilitaryDiscount && military.length === 0) reasons.push('military_document_missing');
  if (!documents.some((d) => d.kind === 'selfie')) reasons.push('id_photo_missing');
  return reasons;
};

/**
 * get-campground-member: one membership with its member, for the owner or staff of its campground
 * (or a super admin); another campground's member is refused with the words of 03 §6.
 */
export class GetCampgroundMember {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock' | 'config'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly membershipId: string;
  }): Promise<Result<OwnerMemberDetail, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const row = await this.ports.repos.ownerMembers.findMember(input.membershipId);
    if (!row) return err('NOT_FOUND', MEMBER_NOT_FOUND);
    if (!mayAct(input.actor, row.campgroundId, 'view')) return err('FORBIDDEN', MEMBER_OTHER_CAMPGROUND);
    const [documents, payments, lastVisits] = await Promise.all([
      this.ports.repos.identityDocuments.listByMembership(row.id),
      this.ports.repos.ownerMembers.memberPayments(row.id),
      this.ports.repos.checkIns.lastVisits([row.id]),
    ]);
    const lastVisitAt = lastVisits.get(row.id) ?? null;
    const member = describeMember(row, this.ports.clock.now());
    const nextCharge = row.autoRenewal ? await nextChargeDates(this.ports, [row.id]) : null;
    return ok({
      member,
      documents,
      payments,
      totalPaidCents: keptCents(payments),
      attention: attentionOf(member, documents),
      nextChargeDate: nextCharge?.get(row.id) ?? null,
      lastVisitAt,
    });
  }
}
