import {
  PAYMENT_NOT_SUCCEEDED,
  purchasePaymentFailedMessage,
  STRIPE_CONFIGURATION_ERROR,
  STRIPE_NOT_READY,
} from '@camppass/domain';
import { Button } from '@camppass/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry injects Stripe.js only when loadStripe is called; the main one does on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState } from 'react';
import { type CardFormProps, usePaymentAttempts } from './card-payment';
import { PaymentFailure } from './PaymentFailure';
import { PAYMENT_COPY } from './payment-copy';

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is loaded once per key, and only when a key is configured. */
export const stripeFor = (key: string) => {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
};

function StripeCardFields({ request, beforePay, onPaid, failure, isDisabled }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const attempts = usePaymentAttempts();

  const pay = async () => {
    if (pending || isDisabled) return;
    attempts.start();
    const refused = beforePay();
    if (refused) {
      attempts.fail(refused);
      return;
    }
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      attempts.fail(STRIPE_NOT_READY);
      return;
    }
    if (!request.clientSecret.includes('_secret_')) {
      attempts.fail(STRIPE_CONFIGURATION_ERROR);
      return;
    }
    setPending(true);
    const result = await stripe.confirmCardPayment(request.clientSecret, {
      payment_method: { card, billing_details: { name: request.billingName, email: request.billingEmail } },
    });
    setPending(false);
    if (result.error) attempts.fail(purchasePaymentFailedMessage(result.error.message ?? result.error.type));
    else if (result.paymentIntent?.status !== 'succeeded') attempts.fail(PAYMENT_NOT_SUCCEEDED);
    else onPaid(result.paymentIntent.id);
  };

  return (
    <fieldset className="cp-pay-card">
      <legend className="cp-pay-hidden">{PAYMENT_COPY.cardTitle}</legend>
      <div className="cp-input cp-pay-stripe">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Button
        onPress={pay}
        isPending={pending}
        isDisabled={isDisabled}
        pendingLabel={PAYMENT_COPY.paying}
        fullWidth
      >
        {PAYMENT_COPY.pay(request.amountLabel)}
      </Button>
      {!pending && <PaymentFailure key={attempts.attempt} message={attempts.failure ?? failure} />}
    </fieldset>
  );
}

/** The card form on Stripe Elements, used when a publishable key is configured. */
export function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
