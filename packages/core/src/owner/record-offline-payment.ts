import {
  err,
  MEMBER_NOT_FOUND,
  MEMBER_OTHER_CAMPGROUND,
  OFFLINE_PAYMENT_ALREADY_PAID,
  OFFLINE_PAYMENT_FAILED_STATUS,
  OFFLINE_PAYMENT_NOTE_MAX,
  OFFLINE_PAYMENT_NOTE_TOO_LONG,
  type OfflinePaymentMethod,
  OWNER_ONLY_ACTION,
  offlinePaymentDescription,
  ok,
  type Result,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { PaymentRecord } from '../ports/repositories/payment-repository';
import { audit } from '../shared/audit';
import type { Principal } from '../shared/principal';
import { mayAct, roleAt } from './owner-access';

export interface RecordedOfflinePayment {
  readonly membership: MembershipRecord;
  readonly payment: PaymentRecord;
}

/** The gateway id of a membership's offline payment: one per membership, whatever races. */
const offlinePaymentId = (membershipId: string): string => `offline_${membershipId}`;

/**
 * owner-record-payment (Process Payment, 03 §2.5): the campground's owner (or a super admin; not
 * staff, who do not change money) records a payment made outside the card flow for a membership
 * whose payment is pending. The amount is the membership's recorded price, never the caller's. With
 * the membership's row locked, one transaction adds the succeeded payment, marks the membership paid
 * (and active when it was pending) and writes the audit log; a payment not pending is a conflict.
 */
export class RecordOfflinePayment {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly membershipId: string;
    readonly method: OfflinePaymentMethod;
    readonly note?: string | null;
  }): Promise<
    Result<RecordedOfflinePayment, 'VALIDATION_ERROR' | 'FORBIDDEN' | 'NOT_FOUND' | 'PAYMENT_NOT_PENDING'>
  > {
    const note = input.note?.trim() || null;
    if (note !== null && note.length > OFFLINE_PAYMENT_NOTE_MAX)
      return err('VALIDATION_ERROR', OFFLINE_PAYMENT_NOTE_TOO_LONG, { note: OFFLINE_PAYMENT_NOTE_TOO_LONG });
    return this.ports.unitOfWork.run(async (repos) => {
      const before = await repos.memberships.findByIdForUpdate(input.membershipId);
      if (!before) return err('NOT_FOUND', MEMBER_NOT_FOUND);
      // Like get-campground-member: another campground's member is refused in 03 §6's words.
      if (roleAt(input.actor, before.campgroundId) === null) return err('FORBIDDEN', MEMBER_OTHER_CAMPGROUND);
      if (!mayAct(input.actor, before.campgroundId, 'manage')) return err('FORBIDDEN', OWNER_ONLY_ACTION);
      if (before.paymentStatus !== 'pending')
        return err(
          'PAYMENT_NOT_PENDING',
          before.paymentStatus === 'paid' ? OFFLINE_PAYMENT_ALREADY_PAID : OFFLINE_PAYMENT_FAILED_STATUS,
        );
      const at = this.ports.clock.now();
      const created = await repos.payments.create({
        gatewayPaymentId: offlinePaymentId(before.id),
        userId: before.memberId,
        campgroundId: before.campgroundId,
        membershipId: before.id,
        purpose: 'purchase',
        amountCents: before.pricePaidCents,
        currency: 'usd',
        status: 'succeeded',
        refunded: false,
        description: offlinePaymentDescription(before.membershipCode),
        paymentMethod: input.method,
        applicationFeeCents: null,
        connectedAccountId: null,
        recordedBy: input.actor.userId,
        note,
        createdAt: at,
      });
      // Only a payment recorded earlier for this membership holds its id; the lock makes it unreachable.
      if (!created.ok) return err('PAYMENT_NOT_PENDING', OFFLINE_PAYMENT_ALREADY_PAID);
      const status = before.status === 'pending' ? 'active' : before.status;
      const membership = await repos.memberships.update(before.id, { paymentStatus: 'paid', status }, at);
      if (!membership) throw new Error(`Membership ${before.id} vanished under its lock`);
      await audit(repos, input.actor, at, {
        action: 'owner-record-payment',
        campgroundId: before.campgroundId,
        subjectId: before.id,
        before: { payment_status: before.paymentStatus, status: before.status },
        after: {
          payment_status: 'paid',
          status,
          payment_id: created.value.id,
          amount_cents: created.value.amountCents,
          method: input.method,
          note,
        },
      });
      return ok({ membership, payment: created.value });
    });
  }
}
