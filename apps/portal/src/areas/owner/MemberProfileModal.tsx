import type { OwnerMember, OwnerMemberDetail } from '@camppass/client';
import { MEMBER_DETAILS_LOAD_FAILED, OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { Badge, Button, Modal, Skeleton } from '@camppass/ui';
import { useId, useState } from 'react';
import { LoadFailed } from '../../shared/LoadFailed';
import { ContactMember, MemberStatusBadges } from './MemberCard';
import { MemberProfileSections } from './MemberProfileSections';
import { useCampgroundMember } from './members-queries';
import { useOwnerArea } from './owner-area';
import { ProcessPaymentDialog } from './ProcessPaymentDialog';
import { RefundPaymentDialog } from './RefundPaymentDialog';

/**
 * View Profile (03 §2.5): the member's status badges, then every section from get-campground-member,
 * with Send Email, Refund on each card payment with money left to give back (the owner's), and, for a
 * pending payment, Process Payment: the owner records a payment made at
 * the office; staff, who do not change money
 * (docs/decisions/owner-area.md#process-payment-records-a-payment-made-at-the-office), see it
 * disabled with the reason.
 */
export function MemberProfileModal({
  member,
  onClose,
}: {
  readonly member: OwnerMember;
  readonly onClose: () => void;
}) {
  const detail = useCampgroundMember(member.id);
  const paymentNote = useId();
  const current = detail.data?.data.member ?? member;
  const pending = current.payment_status === 'pending';
  const mayRecord = useOwnerArea().canManage(member.campground_id);
  const [processing, setProcessing] = useState(false);
  const [refunding, setRefunding] = useState<OwnerMemberDetail['payment']['payments'][number] | null>(null);
  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={WORDS.profileTitle(member.full_name)}
      closeLabel={WORDS.close}
      footer={
        <div className="om-modal-actions">
          <ContactMember member={member} label={WORDS.sendEmail} />
          {pending && mayRecord && (
            <Button variant="secondary" onPress={() => setProcessing(true)}>
              {WORDS.processPayment}
            </Button>
          )}
          {pending && !mayRecord && (
            <>
              <Button variant="secondary" isDisabled aria-describedby={paymentNote}>
                {WORDS.processPayment}
              </Button>
              <p id={paymentNote} className="om-card__notice">
                {WORDS.processPaymentUnavailable}
              </p>
            </>
          )}
        </div>
      }
    >
      <div className="om-badges">
        {/* The member as last read, so a recorded payment shows at once. */}
        <MemberStatusBadges member={current} />
        <Badge status={current.payment_status}>{WORDS.paymentBadge(current.payment_status)}</Badge>
        {current.is_military_member && <Badge tone="info">{WORDS.military}</Badge>}
      </div>
      {detail.data ? (
        <MemberProfileSections detail={detail.data.data} {...(mayRecord ? { onRefund: setRefunding } : {})} />
      ) : detail.error ? (
        <LoadFailed
          title={MEMBER_DETAILS_LOAD_FAILED}
          message={detail.error.message}
          onRetry={detail.retry}
          retryLabel={WORDS.tryAgain}
        />
      ) : (
        <div aria-busy="true">
          <span role="status" className="cp-visually-hidden">
            {WORDS.loadingMember}
          </span>
          <Skeleton lines={6} />
        </div>
      )}
      {refunding && (
        <RefundPaymentDialog
          payment={refunding}
          memberName={member.full_name}
          onClose={() => setRefunding(null)}
        />
      )}
      {processing && (
        <ProcessPaymentDialog
          membershipId={member.id}
          memberName={member.full_name}
          amount={current.price_paid_formatted}
          onClose={() => setProcessing(false)}
        />
      )}
    </Modal>
  );
}
