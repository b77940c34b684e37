import { SAVED_CARD_WORDS, type SavedCardView, STRIPE_NOT_READY } from '@camppass/domain';
import { ConfirmPaymentPanel, UpdateCardPanel } from '@camppass/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState } from 'react';
import { stripeFor } from './StripeCardForm';
import { type ConfirmCardPaymentProps, type UpdateCardFormProps, useTries } from './saved-card-forms';

function StripeUpdateCardFields({
  clientSecret,
  currentCard,
  loadError,
  onRetry,
  onSaved,
  onClose,
  headingLevel,
}: UpdateCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [saved, setSaved] = useState<SavedCardView | null>(null);
  const tries = useTries();

  const save = async () => {
    if (!clientSecret || tries.pending) return;
    tries.start();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      tries.end(SAVED_CARD_WORDS.notSaved(STRIPE_NOT_READY));
      return;
    }
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    if (result.error || result.setupIntent?.status !== 'succeeded') {
      tries.end(SAVED_CARD_WORDS.notSaved(result.error?.message ?? result.error?.type ?? STRIPE_NOT_READY));
      return;
    }
    tries.end(null);
    const method = result.setupIntent.payment_method;
    const details = typeof method === 'object' && method?.card ? method.card : null;
    setSaved(
      details
        ? {
            brand: details.brand,
            last4: details.last4,
            expMonth: details.exp_month,
            expYear: details.exp_year,
          }
        : null,
    );
    onSaved(result.setupIntent.id);
  };

  return (
    <UpdateCardPanel
      currentCard={currentCard ?? null}
      isLoading={!clientSecret && !loadError}
      loadError={loadError ?? undefined}
      onRetry={onRetry}
      isSaving={tries.pending}
      failure={tries.failure}
      failureKey={tries.tries}
      savedCard={saved}
      onSave={save}
      onClose={onClose}
      headingLevel={headingLevel}
    >
      <div className="cp-input cp-pay-stripe">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
    </UpdateCardPanel>
  );
}

function StripeConfirmPaymentButton({
  clientSecret,
  paymentMethodId,
  amountLabel,
  description,
  card,
  loadError,
  onRetry,
  onConfirmed,
  headingLevel,
}: ConfirmCardPaymentProps) {
  const stripe = useStripe();
  const [confirmed, setConfirmed] = useState(false);
  const tries = useTries();

  const confirm = async () => {
    if (!clientSecret || tries.pending) return;
    tries.start();
    if (!stripe) {
      tries.end(SAVED_CARD_WORDS.notConfirmed(STRIPE_NOT_READY));
      return;
    }
    // Stripe.js opens the bank's authentication window for the saved card, then confirms.
    const result = await stripe.confirmCardPayment(
      clientSecret,
      paymentMethodId ? { payment_method: paymentMethodId } : undefined,
    );
    if (result.error || result.paymentIntent?.status !== 'succeeded') {
      tries.end(
        SAVED_CARD_WORDS.notConfirmed(result.error?.message ?? result.error?.type ?? STRIPE_NOT_READY),
      );
      return;
    }
    tries.end(null);
    setConfirmed(true);
    onConfirmed(result.paymentIntent.id);
  };

  return (
    <ConfirmPaymentPanel
      amountLabel={amountLabel}
      description={description}
      card={card ?? null}
      isLoading={!clientSecret && !loadError}
      loadError={loadError ?? undefined}
      onRetry={onRetry}
      isConfirming={tries.pending}
      failure={tries.failure}
      failureKey={tries.tries}
      isConfirmed={confirmed}
      onConfirm={confirm}
      headingLevel={headingLevel}
    />
  );
}

/** "Update card" on Stripe Elements: the card element confirmed as a setup intent (`confirmCardSetup`). */
export function StripeUpdateCard(props: UpdateCardFormProps & { readonly publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeUpdateCardFields {...props} />
    </Elements>
  );
}

/** A payment to confirm on Stripe: `confirmCardPayment` with the saved card, through the bank's window. */
export function StripeConfirmPayment(props: ConfirmCardPaymentProps & { readonly publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeConfirmPaymentButton {...props} />
    </Elements>
  );
}
