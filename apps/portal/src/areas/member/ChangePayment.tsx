import type { MembershipPaymentIntentResponse } from '@camppass/client';
import { type BillingAddress, MEMBERSHIP_CHANGE_WORDS as CHANGE, isBillingComplete } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { BillingFields } from '../../shared/payments/BillingFields';
import {
  type BillingForm,
  billsOwnDetails,
  checkBilling,
  emptyBillingForm,
} from '../../shared/payments/billing-form';
import { CardForm } from '../../shared/payments/CardForm';
import { PaymentFailure } from '../../shared/payments/PaymentFailure';
import { formatDollars, PriceBreakdown } from '../../shared/payments/PriceBreakdown';
import { type DashboardProfile, profileBilling } from './membership-change';
import { showDate } from './membership-format';

/**
 * Billing starts from the profile: its details are used as they are when they are complete, else the
 * separate block opens with what the profile has.
 */
const initialBilling = (own: BillingAddress): BillingForm => {
  const empty = emptyBillingForm();
  const known = Object.fromEntries(Object.entries(own).filter(([, value]) => value));
  return { ...empty, useSameAsBilling: isBillingComplete(own), billing: { ...empty.billing, ...known } };
};

/**
 * Step 2: the server's price and the new dates, then billing and the card (the purchase's own
 * components), or, when nothing is due, a confirmation without any payment (02 §4). Any failure is
 * shown beside the button that met it.
 */
export function ChangePayment({
  intent,
  profile,
  busy,
  paid,
  failure,
  onPaid,
  onFree,
}: {
  intent: MembershipPaymentIntentResponse;
  profile: DashboardProfile;
  busy: boolean;
  /** The card was charged: no second payment, whatever the follow-up call answered. */
  paid: boolean;
  /** The extend or renew call's failure, after the payment or without one. */
  failure: string | null;
  onPaid: (paymentIntentId: string) => void;
  onFree: () => void;
}) {
  const { api } = useAuth();
  const own = profileBilling(profile);
  const [billing, setBilling] = useState<BillingForm>(() => initialBilling(own));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const beforePay = (): string | null => {
    const checked = checkBilling(billing, own);
    setErrors(checked.ok ? {} : (checked.fieldErrors ?? {}));
    return checked.ok ? null : checked.message;
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
          {!busy && <PaymentFailure message={failure} />}
        </>
      ) : (
        <>
          <BillingFields
            billing={billing}
            own={own}
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
              billingEmail: billsOwnDetails(billing, own) ? profile.email : billing.billing.email.trim(),
            }}
            beforePay={beforePay}
            onPaid={onPaid}
            failure={busy ? null : failure}
            isDisabled={busy || paid}
          />
        </>
      )}
    </div>
  );
}
