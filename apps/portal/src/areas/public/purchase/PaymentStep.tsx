import type { CreatePaymentIntentResponse } from '@camppass/client';
import { AUTO_RENEWAL_DAYS_BEFORE, AUTO_RENEWAL_WORDS, type BillingAddress } from '@camppass/domain';
import { Banner, Checkbox } from '@camppass/ui';
import { BillingFields } from '../../../shared/payments/BillingFields';
import { billsOwnDetails } from '../../../shared/payments/billing-form';
import { CardForm } from '../../../shared/payments/CardForm';
import { formatDollars } from '../../../shared/payments/PriceBreakdown';
import { usePublicServices } from '../PublicServices';
import { FORM_COPY, WIZARD_COPY } from './copy';
import type { BillingForm, PurchaseFormBody } from './purchase-form';

export interface PaymentStepProps {
  personal: PurchaseFormBody;
  intent: CreatePaymentIntentResponse;
  paid: boolean;
  billing: BillingForm;
  /** Step 1's details as billing reads them. */
  own: BillingAddress | null;
  onBilling: (billing: BillingForm) => void;
  errors: Readonly<Record<string, string>>;
  /** The build's or the server's Stripe key; the intent's own wins. */
  publishableKey: string | null;
  beforePay: () => string | null;
  onPaid: (paymentIntentId: string) => void;
  /** "Renew automatically" (issue 25): shown when offered; choosing it makes the intent anew. */
  renewal?: {
    readonly offered: boolean;
    readonly on: boolean;
    readonly pending: boolean;
    readonly onChange: (on: boolean) => void;
  };
}

/** Step 3: billing and the card (a failure shown by its Pay button), or the received payment once paid. */
export function PaymentStep({
  personal,
  intent,
  paid,
  billing,
  own,
  onBilling,
  errors,
  publishableKey,
  beforePay,
  onPaid,
  renewal,
}: PaymentStepProps) {
  const { api } = usePublicServices();
  if (paid) {
    return (
      <div className="pp-step">
        <Banner variant="success" title={WIZARD_COPY.paymentReceived}>
          {WIZARD_COPY.paymentReceivedText}
        </Banner>
      </div>
    );
  }
  const amountLabel = formatDollars(intent.breakdown.total);
  return (
    <div className="pp-step">
      <p className="pp-total">
        {FORM_COPY.total}: <strong>{amountLabel}</strong>
      </p>
      {renewal?.offered && (
        <Checkbox isSelected={renewal.on} onChange={renewal.onChange} isDisabled={renewal.pending}>
          {AUTO_RENEWAL_WORDS.checkbox}
          <span className="pp-muted">
            {' '}
            {AUTO_RENEWAL_WORDS.checkboxDescription(amountLabel, AUTO_RENEWAL_DAYS_BEFORE)}
          </span>
        </Checkbox>
      )}
      <BillingFields billing={billing} own={own} onChange={onBilling} errors={errors} />
      <CardForm
        key={intent.clientSecret}
        api={api}
        publishableKey={intent.publishableKey ?? publishableKey}
        request={{
          clientSecret: intent.clientSecret,
          amountLabel,
          billingName: billing.cardholderName.trim(),
          billingEmail: billsOwnDetails(billing, own) ? personal.email : billing.billing.email.trim(),
        }}
        beforePay={beforePay}
        onPaid={onPaid}
        isDisabled={paid || renewal?.pending === true}
      />
    </div>
  );
}
