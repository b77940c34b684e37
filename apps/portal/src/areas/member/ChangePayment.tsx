import type { MembershipPaymentIntentResponse } from '@camppass/client';
import { type BillingAddress, MEMBERSHIP_CHANGE_WORDS as CHANGE, validateBilling } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { BillingFields } from '../../shared/payments/BillingFields';
import { type BillingForm, emptyBillingForm } from '../../shared/payments/billing-form';
import { CardForm } from '../../shared/payments/CardForm';
import { formatDollars, PriceBreakdown } from '../../shared/payments/PriceBreakdown';
import { type DashboardProfile, profileBilling } from './membership-change';
import { showDate } from './membership-format';

/**
 * Billing starts from the profile: its details are used as they are when they are complete, else the
 * separate block opens with what the profile has.
 */
const initialBilling = (own: BillingAddress): BillingForm => {
  const empty = emptyBillingForm();
  const complete = validateBilling({ cardholderName: '-', sameAsProfile: true, profile: own }).ok;
  const known = Object.fromEntries(Object.entries(own).filter(([, value]) => value));
  return { ...empty, useSameAsBilling: complete, billing: { ...empty.billing, ...known } };
};

/**
 * Step 2: the server's price and the new dates, then billing and the card (the purchase's own
 * components), or, when nothing is due, a confirmation without any payment (02 §4).
 */
export function ChangePayment({
  intent,
  profile,
  busy,
  paid,
  onPaid,
  onFree,
  onError,
}: {
  intent: MembershipPaymentIntentResponse;
  profile: DashboardProfile;
  busy: boolean;
  /** The card was charged: no second payment, whatever the follow-up call answered. */
  paid: boolean;
  onPaid: (paymentIntentId: string) => void;
  onFree: () => void;
  onError: (message: string) => void;
}) {
  const { api } = useAuth();
  const own = profileBilling(profile);
  const [billing, setBilling] = useState<BillingForm>(() => initialBilling(own));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const beforePay = (): boolean => {
    const checked = validateBilling({
      cardholderName: billing.cardholderName,
      sameAsProfile: billing.useSameAsBilling,
      profile: own,
      billing: billing.billing,
    });
    setErrors(checked.ok ? {} : (checked.fieldErrors ?? {}));
    if (!checked.ok) onError(checked.message);
    return checked.ok;
  };

  const amountLabel = formatDollars(intent.breakdown.total);
  return (
    <div className="pm-stack">
      <dl className="pm-details">
        <dt>{CHANGE.newPeriod}</dt>
        <dd>
          {intent.data.membershipTypeName}: {showDate(intent.data.newStartDate)} –{' '}
          {showDate(intent.data.newEndDate)}
        </dd>
      </dl>
      <PriceBreakdown breakdown={intent.breakdown} />
      {intent.amount === 0 ? (
        <>
          <Banner variant="info">{CHANGE.freeExtension}</Banner>
          <Button onPress={onFree} isPending={busy} pendingLabel={CHANGE.confirming}>
            {CHANGE.confirmExtension}
          </Button>
        </>
      ) : (
        <>
          <BillingFields
            billing={billing}
            onChange={setBilling}
            errors={errors}
            sameLabel={CHANGE.sameAsProfile}
          />
          <CardForm
            api={api}
            publishableKey={intent.publishableKey}
            request={{
              clientSecret: intent.clientSecret,
              amountLabel,
              billingName: billing.cardholderName.trim(),
              billingEmail: billing.useSameAsBilling ? profile.email : billing.billing.email.trim(),
            }}
            beforePay={beforePay}
            onPaid={onPaid}
            onError={onError}
            isDisabled={busy || paid}
          />
        </>
      )}
    </div>
  );
}
