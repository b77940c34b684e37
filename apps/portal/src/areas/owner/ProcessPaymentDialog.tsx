import {
  OFFLINE_PAYMENT_METHODS,
  OFFLINE_PAYMENT_NOTE_MAX,
  OFFLINE_PAYMENT_NOTE_TOO_LONG,
  type OfflinePaymentMethod,
  offlinePaymentRecordedMessage,
  OFFLINE_PAYMENT_WORDS as WORDS,
} from '@camppass/domain';
import { Radio, RadioGroup, TextArea, toasts } from '@camppass/ui';
import { useState } from 'react';
import { useRecordPayment } from './members-queries';
import { PaymentDialogFrame } from './PaymentDialogFrame';

/**
 * Process Payment (03 §2.5): the owner records a payment the member made at the office. The amount
 * is the membership's price as the server recorded it, shown read-only; the server takes it from the
 * membership, not from here. A refusal is shown in the dialog with the choices kept.
 */
export function ProcessPaymentDialog({
  membershipId,
  memberName,
  amount,
  onClose,
}: {
  readonly membershipId: string;
  readonly memberName: string;
  /** The membership's price, formatted (price_paid_formatted). */
  readonly amount: string;
  readonly onClose: () => void;
}) {
  const [method, setMethod] = useState<OfflinePaymentMethod>('cash');
  const [note, setNote] = useState('');
  const record = useRecordPayment();
  const tooLong = note.trim().length > OFFLINE_PAYMENT_NOTE_MAX;
  const confirm = () => {
    if (tooLong) return;
    const trimmed = note.trim();
    record.mutate(
      { membership_id: membershipId, method, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (data) => {
          toasts.success(offlinePaymentRecordedMessage(data.payment.amount_formatted));
          onClose();
        },
      },
    );
  };
  return (
    <PaymentDialogFrame
      title={`${WORDS.title}: ${memberName}`}
      pending={record.isPending}
      error={record.error?.message}
      errorAt="body"
      cancelLabel={WORDS.cancel}
      confirmLabel={WORDS.confirm}
      confirmVariant="primary"
      isConfirmDisabled={tooLong}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{WORDS.intro}</p>
      <dl className="om-facts">
        <dt>{WORDS.amount}</dt>
        <dd>{amount}</dd>
      </dl>
      <RadioGroup
        label={WORDS.method}
        value={method}
        onChange={(value) => setMethod(value as OfflinePaymentMethod)}
        isDisabled={record.isPending}
      >
        {OFFLINE_PAYMENT_METHODS.map((m) => (
          <Radio key={m} value={m}>
            {WORDS.methods[m]}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={WORDS.note}
        description={WORDS.noteDescription}
        value={note}
        onChange={setNote}
        isDisabled={record.isPending}
        isInvalid={tooLong}
        errorMessage={tooLong ? OFFLINE_PAYMENT_NOTE_TOO_LONG : undefined}
      />
    </PaymentDialogFrame>
  );
}
