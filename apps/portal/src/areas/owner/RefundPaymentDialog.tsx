import type { OwnerMemberDetail } from '@camppass/client';
import {
  formatUsd,
  parseRefundAmount,
  REFUND_AMOUNT_INVALID,
  REFUND_REASON_MAX,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  refundAboveLeftMessage,
  refundAmountText,
  refundGivenMessage,
  REFUND_WORDS as WORDS,
} from '@camppass/domain';
import { Radio, RadioGroup, TextArea, TextField, toasts } from '@camppass/ui';
import { useState } from 'react';
import { useRefundPayment } from './members-queries';
import { PaymentDialogFrame } from './PaymentDialogFrame';

type OwnerPayment = OwnerMemberDetail['payment']['payments'][number];

/** Why the typed amount and reason cannot be sent, field by field; empty when they can. */
const problemsOf = (amount: number | null, left: number, reason: string) => ({
  amount:
    amount === null ? REFUND_AMOUNT_INVALID : amount > left ? refundAboveLeftMessage(formatUsd(left)) : null,
  reason:
    reason.trim() === ''
      ? REFUND_REASON_REQUIRED
      : reason.trim().length > REFUND_REASON_MAX
        ? REFUND_REASON_TOO_LONG
        : null,
});

/**
 * The owner's refund of a card payment: the amount (what is left, prefilled), the reason the member
 * reads, and, when the refund gives back everything left, whether the membership is cancelled (the
 * default) or kept. The server checks it all again; its refusal shows beside the buttons.
 */
export function RefundPaymentDialog({
  payment,
  memberName,
  onClose,
}: {
  readonly payment: OwnerPayment;
  readonly memberName: string;
  readonly onClose: () => void;
}) {
  const left = payment.refundable_cents;
  const [amountText, setAmountText] = useState(refundAmountText(left));
  const [reason, setReason] = useState('');
  const [membership, setMembership] = useState<'cancel' | 'keep'>('cancel');
  const [tried, setTried] = useState(false);
  const refund = useRefundPayment();
  const amount = parseRefundAmount(amountText);
  const problems = problemsOf(amount, left, reason);
  const whole = amount === left;
  const confirm = () => {
    setTried(true);
    if (problems.amount || problems.reason || amount === null) return;
    refund.mutate(
      {
        payment_id: payment.id,
        amount,
        reason: reason.trim(),
        ...(whole ? { membership } : {}),
      },
      {
        onSuccess: (answer) => {
          toasts.success(refundGivenMessage(answer.data.refund.amount_formatted));
          onClose();
        },
      },
    );
  };
  return (
    <PaymentDialogFrame
      title={`${WORDS.title}: ${memberName}`}
      pending={refund.isPending}
      error={refund.error?.message}
      errorAt="footer"
      cancelLabel={WORDS.cancel}
      confirmLabel={WORDS.confirm}
      confirmVariant="danger"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{WORDS.intro}</p>
      <dl className="om-facts">
        <dt>{WORDS.paid}</dt>
        <dd>{payment.amount_formatted}</dd>
        {payment.refunded_cents > 0 && (
          <>
            <dt>{WORDS.alreadyRefunded}</dt>
            <dd>{formatUsd(payment.refunded_cents)}</dd>
          </>
        )}
      </dl>
      <TextField
        label={WORDS.amount}
        description={WORDS.amountDescription(formatUsd(left))}
        inputMode="decimal"
        value={amountText}
        onChange={setAmountText}
        isDisabled={refund.isPending}
        isRequired
        isInvalid={tried && problems.amount !== null}
        errorMessage={tried ? (problems.amount ?? undefined) : undefined}
      />
      <TextArea
        label={WORDS.reason}
        description={WORDS.reasonDescription}
        value={reason}
        onChange={setReason}
        isDisabled={refund.isPending}
        isRequired
        isInvalid={tried && problems.reason !== null}
        errorMessage={tried ? (problems.reason ?? undefined) : undefined}
      />
      {whole && (
        <RadioGroup
          label={WORDS.membership}
          value={membership}
          onChange={(value) => setMembership(value as 'cancel' | 'keep')}
          isDisabled={refund.isPending}
        >
          <Radio value="cancel">{WORDS.cancelMembership}</Radio>
          <Radio value="keep">{WORDS.keepMembership}</Radio>
        </RadioGroup>
      )}
    </PaymentDialogFrame>
  );
}
