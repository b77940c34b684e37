import type { PublicMembershipType } from '@camppass/client';
import { formatPlanPrice, formatUsd, purchaseDurationLabel, purchaseFees } from '@camppass/domain';
import { Button, Modal } from '@camppass/ui';
import { planBenefits, planName, planPriceCents } from '../campground-view';
import { DIALOG_COPY, FORM_COPY } from './copy';

/** The plan chosen, before the 21+ question (04 §4); confirming accepts the terms. */
export function PlanDetailDialog({
  plan,
  onConfirm,
  onCancel,
}: {
  plan: PublicMembershipType;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const price = planPriceCents(plan);
  const estimate = purchaseFees(price, { applies: false });
  return (
    <Modal
      title={planName(plan)}
      isOpen
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onPress={onCancel}>
            {DIALOG_COPY.cancel}
          </Button>
          <Button onPress={onConfirm}>{DIALOG_COPY.continue}</Button>
        </>
      }
    >
      {plan.description && <p>{plan.description}</p>}
      <p className="pp-plan__price">
        <span className="pp-plan__amount">{formatPlanPrice(price)}</span> /{' '}
        {purchaseDurationLabel(plan.duration_days)}
      </p>
      <ul className="pp-plan__benefits">
        {planBenefits(plan).map((benefit) => (
          <li key={benefit}>
            <span className="pp-plan__check" aria-hidden="true">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="pp-muted">
        {FORM_COPY.total}: {formatUsd(estimate.total)} — {FORM_COPY.estimate}
      </p>
    </Modal>
  );
}

/** The 21+ acknowledgement (04 §2). */
export function AgeDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal
      title={DIALOG_COPY.ageTitle}
      role="alertdialog"
      isOpen
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onPress={onCancel}>
            {DIALOG_COPY.cancel}
          </Button>
          <Button onPress={onConfirm}>{DIALOG_COPY.ageConfirm}</Button>
        </>
      }
    >
      <p>{DIALOG_COPY.ageText}</p>
    </Modal>
  );
}

/** The military question for eligible plans (04 §2): Yes sets isMilitary and asks for a document. */
export function MilitaryDialog({
  percentage,
  onAnswer,
  onCancel,
}: {
  percentage: number;
  onAnswer: (isMilitary: boolean) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={DIALOG_COPY.militaryTitle}
      role="alertdialog"
      isOpen
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onPress={() => onAnswer(false)}>
            {DIALOG_COPY.militaryNo}
          </Button>
          <Button onPress={() => onAnswer(true)}>{DIALOG_COPY.militaryYes}</Button>
        </>
      }
    >
      <p>{DIALOG_COPY.militaryText(percentage)}</p>
    </Modal>
  );
}
