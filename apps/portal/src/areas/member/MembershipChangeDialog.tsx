import type {
  AutoRenewal,
  MemberMembership,
  MembershipChangeResponse,
  MembershipPaymentIntentResponse,
} from '@camppass/client';
import {
  AUTO_RENEWAL_WORDS as AUTO_RENEWAL,
  AUTO_RENEWAL_DAYS_BEFORE,
  MEMBERSHIP_CHANGE_WORDS as CHANGE,
  DEFAULT_TIME_ZONE,
  formatUsd,
  memberDurationLabel,
  renewalPeriod,
  todayInZone,
} from '@camppass/domain';
import { Banner, Button, Checkbox, Dialog } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { PaymentFailure } from '../../shared/payments/PaymentFailure';
import { ExtensionChoice, RenewalChoice } from './ChangeChoice';
import { ChangePayment } from './ChangePayment';
import { useRefreshMemberData } from './member-queries';
import {
  type ChangeKind,
  currentDurationDays,
  type DashboardProfile,
  followUpFailureMessage,
  intentFailureMessage,
  paymentIntentRequest,
} from './membership-change';
import { membershipTitle } from './membership-format';

/** 02 §7: the text sent in place of a payment id when an extension costs nothing. */
const NO_PAYMENT_NEEDED = 'no-payment-needed';

type Step =
  | { readonly name: 'choose' }
  | { readonly name: 'pay'; readonly intent: MembershipPaymentIntentResponse }
  | { readonly name: 'done'; readonly answer: MembershipChangeResponse };

/**
 * Renew (expired) or Extend (active): choose, payment, completion (02 §2, §4). The server prices the
 * change; the card is confirmed first and only then is extend-membership or renew-membership called.
 * The dashboard is read again once the change is applied.
 */
export function MembershipChangeDialog({
  kind,
  membership,
  profile,
  autoRenewal,
  onClose,
}: {
  kind: ChangeKind;
  membership: MemberMembership;
  profile: DashboardProfile;
  /** The membership's automatic renewal: "Renew automatically" shows where it is offered. */
  autoRenewal?: AutoRenewal | undefined;
  onClose: () => void;
}) {
  const { api } = useAuth();
  const refresh = useRefreshMemberData();
  const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [typeId, setTypeId] = useState('');
  const [startDate, setStartDate] = useState<string>(today);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  const [autoRenew, setAutoRenew] = useState(false);
  // Named as it was when opened: the dashboard read again after the change renames an extended one.
  const [name] = useState(() => membershipTitle(membership));

  const toPayment = async () => {
    setError(null);
    if (kind === 'extension' && typeId === '') {
      setChoiceError(CHANGE.chooseType);
      return;
    }
    if (kind === 'renewal') {
      const period = renewalPeriod(startDate, currentDurationDays(membership), today);
      if (!period.ok) {
        setChoiceError(period.message);
        return;
      }
    }
    setChoiceError(null);
    setBusy(true);
    const answer = await api.call('create-membership-payment-intent', {
      ...paymentIntentRequest(kind, membership, { newMembershipTypeId: typeId, newStartDate: startDate }),
      ...(autoRenewal?.offered ? { autoRenew } : {}),
    });
    setBusy(false);
    if (answer.ok) setStep({ name: 'pay', intent: answer.value });
    else setError(intentFailureMessage(answer));
  };

  const complete = async (intent: MembershipPaymentIntentResponse, paymentId: string | null) => {
    setError(null);
    setBusy(true);
    const common = {
      membershipId: membership.id,
      newEndDate: intent.data.newEndDate,
      paymentIntentId: paymentId ?? NO_PAYMENT_NEEDED,
      paymentMethod: paymentId ? (intent.publishableKey ? 'stripe' : 'credit') : null,
    };
    const answer =
      kind === 'extension'
        ? await api.call('extend-membership', {
            ...common,
            newMembershipTypeId: intent.data.membershipTypeId,
            extensionPrice: intent.breakdown.total,
          })
        : await api.call('renew-membership', {
            ...common,
            newStartDate: intent.data.newStartDate,
            renewalPrice: intent.breakdown.total,
          });
    setBusy(false);
    if (answer.ok) {
      setStep({ name: 'done', answer: answer.value });
      void refresh();
    } else setError(followUpFailureMessage(kind, paymentId, answer));
  };

  const title = kind === 'extension' ? CHANGE.extendTitle(name) : CHANGE.renewTitle(name);
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!busy}>
      <div className="pm-stack">
        {step.name === 'choose' && (
          <>
            <p className="pm-line__meta">
              {membership.campgroundName} · {membership.membershipCode}
              {membership.membershipTypeDurationDays !== null &&
                ` · ${memberDurationLabel(membership.membershipTypeDurationDays)}`}
            </p>
            {kind === 'extension' ? (
              <ExtensionChoice
                membership={membership}
                value={typeId}
                onChange={setTypeId}
                errorMessage={choiceError}
              />
            ) : (
              <RenewalChoice
                membership={membership}
                value={startDate}
                today={today}
                onChange={setStartDate}
                errorMessage={choiceError}
              />
            )}
            {autoRenewal?.offered && autoRenewal.amount !== null && (
              <Checkbox isSelected={autoRenew} onChange={setAutoRenew}>
                {AUTO_RENEWAL.checkbox}
                <span className="pm-line__meta">
                  {' '}
                  {AUTO_RENEWAL.checkboxDescription(formatUsd(autoRenewal.amount), AUTO_RENEWAL_DAYS_BEFORE)}
                </span>
              </Checkbox>
            )}
            <div className="pm-actions">
              <Button variant="outline" onPress={onClose}>
                {CHANGE.cancel}
              </Button>
              <Button onPress={toPayment} isPending={busy} pendingLabel={CHANGE.preparingPayment}>
                {CHANGE.continueToPayment}
              </Button>
            </div>
            {!busy && <PaymentFailure message={error} />}
          </>
        )}
        {step.name === 'pay' && (
          <ChangePayment
            intent={step.intent}
            profile={profile}
            busy={busy}
            paid={paid}
            failure={error}
            onPaid={(paymentId) => {
              setPaid(true);
              void complete(step.intent, paymentId);
            }}
            onFree={() => complete(step.intent, null)}
          />
        )}
        {step.name === 'done' && (
          <>
            <Banner
              variant="success"
              title={kind === 'extension' ? CHANGE.extendedTitle : CHANGE.renewedTitle}
            >
              {step.answer.message}
            </Banner>
            <div className="pm-actions">
              <Button onPress={onClose}>{CHANGE.done}</Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
