import type { CreatePaymentIntentResponse } from '@camppass/client';
import { Banner } from '@camppass/ui';
import { BillingFields } from '../../../shared/payments/BillingFields';
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
  onBilling: (billing: BillingForm) => void;
  errors: Readonly<Record<string, string>>;
  /** The build's or the server's Stripe key; the intent's own wins. */
  publishableKey: string | null;
  beforePay: () => boolean;
  onPaid: (paymentIntentId: string) => void;
  onError: (message: string) => void;
}

/** Step 3: billing and the card, or the received payment once paid. */
export function PaymentStep({
  personal,
  intent,
  paid,
  billing,
  onBilling,
  errors,
  publishableKey,
  beforePay,
  onPaid,
  onError,
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
      <BillingFields billing={billing} onChange={onBilling} errors={errors} />
      <CardForm
        api={api}
        publishableKey={intent.publishableKey ?? publishableKey}
        request={{
          clientSecret: intent.clientSecret,
          amountLabel,
          billingName: billing.cardholderName.trim(),
          billingEmail: billing.useSameAsBilling ? personal.email : billing.billing.email.trim(),
        }}
        beforePay={beforePay}
        onPaid={onPaid}
        onError={onError}
        isDisabled={paid}
      />
    </div>
  );
}
