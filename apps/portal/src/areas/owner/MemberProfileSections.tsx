import type { OwnerMemberDetail } from '@camppass/client';
import {
  AUTO_RENEWAL_WORDS,
  formatUsd,
  GATE_WORDS,
  IMPORT_CLAIM_WORDS,
  MEMBER_ATTENTION_REQUIRED,
  OWNER_MEMBER_ATTENTION_MESSAGES,
  REFUND_STATE_WORDS,
  REFUND_WORDS,
  refundStateLabel,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Button } from '@camppass/ui';
import { type ReactNode, useId, useState } from 'react';
import { showDate, showInstantDate } from '../../shared/dates';

/** A titled part of the profile, its facts as a description list. */
function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className="om-section" aria-labelledby={id}>
      <h3 id={id} className="om-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs; an empty value reads 'Not provided'. */
function Facts({ rows }: { readonly rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="om-facts om-facts--wide">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? WORDS.notProvided : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The membership code with a copy button and its outcome, announced politely. */
function CopyableCode({ code }: { readonly code: string }) {
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <span className="om-copy">
      <span className="om-code">{code}</span>
      <Button variant="ghost" onPress={() => void copy()} aria-label={WORDS.copyCode}>
        {WORDS.copy}
      </Button>
      <span role="status" className={copied === 'done' ? 'cp-visually-hidden' : 'om-card__notice'}>
        {copied === 'done' ? WORDS.codeCopied : copied === 'failed' ? WORDS.copyFailed : ''}
      </span>
    </span>
  );
}

/** Every section of the View Profile modal (03 §2.5), from get-campground-member. */
type OwnerPayment = OwnerMemberDetail['payment']['payments'][number];

/** One payment of the membership: date, amount, state, what was refunded, and the owner's Refund. */
function PaymentLine({
  payment: p,
  onRefund,
}: {
  readonly payment: OwnerPayment;
  readonly onRefund: ((payment: OwnerPayment) => void) | undefined;
}) {
  const refundState = refundStateLabel(
    p.refunded ? p.amount : p.refunded_cents,
    p.amount,
    formatUsd(p.refunded_cents),
  );
  return (
    <li>
      {showInstantDate(p.created_at)} · {p.amount_formatted} ·{' '}
      <Badge status={p.refunded ? 'refunded' : p.status}>{p.refunded ? WORDS.refunded : p.status}</Badge>
      {refundState && !p.refunded && (
        <>
          {' '}
          <Badge tone="neutral">{refundState}</Badge>
        </>
      )}
      {p.disputed_at && (
        <>
          {' '}
          <Badge tone="danger">{REFUND_STATE_WORDS.disputed}</Badge>
        </>
      )}
      {onRefund && p.refundable_cents > 0 && (
        <>
          {' '}
          <Button
            variant="ghost"
            aria-label={REFUND_WORDS.actionLabel(p.amount_formatted)}
            onPress={() => onRefund(p)}
          >
            {REFUND_WORDS.action}
          </Button>
        </>
      )}
    </li>
  );
}

/** The profile's sections; `onRefund` (the owner's, not staff's) offers Refund on each refundable payment. */
export function MemberProfileSections({
  detail,
  onRefund,
}: {
  readonly detail: OwnerMemberDetail;
  readonly onRefund?: (payment: OwnerPayment) => void;
}) {
  const { member, timeline, payment, military } = detail;
  const profile = member.member_profile;
  return (
    <div className="om-profile">
      {detail.attention.length > 0 && (
        <section className="om-attention" aria-label={MEMBER_ATTENTION_REQUIRED}>
          <h3 className="om-section__title">{MEMBER_ATTENTION_REQUIRED}</h3>
          <ul>
            {detail.attention.map((reason) => (
              <li key={reason}>{OWNER_MEMBER_ATTENTION_MESSAGES[reason]}</li>
            ))}
          </ul>
        </section>
      )}
      <Section title={WORDS.personalInfo}>
        <Facts
          rows={[
            [WORDS.fullName, member.full_name],
            [WORDS.email, profile.email],
            [WORDS.phone, profile.phone],
            [WORDS.dateOfBirth, profile.date_of_birth && showDate(profile.date_of_birth)],
            [WORDS.idNumber, profile.numid],
          ]}
        />
      </Section>
      <Section title={WORDS.address}>
        <p className="om-section__text">{member.full_address || WORDS.notProvided}</p>
      </Section>
      <Section title={WORDS.membershipDetails}>
        <Facts
          rows={[
            [WORDS.campground, member.campground_name],
            [WORDS.membershipType, detail.membership_type.display_name],
            [WORDS.membershipCode, <CopyableCode key="code" code={member.membership_code} />],
            [WORDS.duration, WORDS.days(member.membership_duration_days)],
          ]}
        />
      </Section>
      <Section title={WORDS.timeline}>
        <Facts
          rows={[
            [WORDS.purchased, showInstantDate(timeline.purchase_date)],
            [WORDS.startDate, showDate(timeline.start_date)],
            [WORDS.endDate, showDate(timeline.end_date)],
            [
              WORDS.autoRenewal,
              timeline.next_charge_date
                ? AUTO_RENEWAL_WORDS.ownerOn(showDate(timeline.next_charge_date))
                : timeline.auto_renewal
                  ? WORDS.on
                  : WORDS.off,
            ],
            [
              GATE_WORDS.lastVisit,
              timeline.last_visit_at ? showInstantDate(timeline.last_visit_at) : GATE_WORDS.neverVisited,
            ],
          ]}
        />
      </Section>
      <Section title={WORDS.paymentInfo}>
        <Facts
          rows={[
            [
              WORDS.paymentStatus,
              <Badge key="status" status={payment.payment_status}>
                {payment.payment_status}
              </Badge>,
            ],
            [WORDS.amountPaid, payment.price_paid_formatted],
            [
              WORDS.totalPaid,
              payment.payments.length === 0 ? WORDS.noPaymentsOnRecord : payment.total_paid_formatted,
            ],
          ]}
        />
        {member.imported && <p className="om-section__text">{IMPORT_CLAIM_WORDS.importedNote}</p>}
        {payment.payments.length > 0 && (
          <ul className="om-payments" aria-label={WORDS.payments}>
            {payment.payments.map((p) => (
              <PaymentLine key={p.id} payment={p} onRefund={onRefund} />
            ))}
          </ul>
        )}
      </Section>
      {(military.is_military_member || military.documents.length > 0) && (
        <Section title={WORDS.militaryInfo}>
          <Facts
            rows={[
              [WORDS.militaryStatus, military.military_status],
              [WORDS.militaryDiscount, military.military_discount_formatted],
              [
                WORDS.militaryDocument,
                military.documents.length === 0
                  ? WORDS.missing
                  : military.documents.map((doc) => (
                      <Badge key={doc.id} status={doc.status}>
                        {doc.status}
                      </Badge>
                    )),
              ],
            ]}
          />
        </Section>
      )}
      {detail.special_requests && (
        <Section title={WORDS.specialRequests}>
          <p className="om-section__text">{detail.special_requests}</p>
        </Section>
      )}
    </div>
  );
}
