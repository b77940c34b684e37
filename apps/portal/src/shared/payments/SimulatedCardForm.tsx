import { Button, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import {
  type CardFormProps,
  parseExpiry,
  type SimulatedCardClient,
  simulatedCardFailureMessage,
  usePaymentAttempts,
} from './card-payment';
import { PaymentFailure } from './PaymentFailure';
import { PAYMENT_COPY } from './payment-copy';

/**
 * The card form of the embedded simulated gateway (no Stripe key configured): it behaves like
 * Stripe's test mode, 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined.
 */
export function SimulatedCardForm({
  api,
  request,
  beforePay,
  onPaid,
  failure,
  isDisabled,
}: CardFormProps & { readonly api: SimulatedCardClient }) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [pending, setPending] = useState(false);
  const attempts = usePaymentAttempts();

  const pay = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending || isDisabled) return;
    attempts.start();
    const refused = beforePay();
    if (refused) {
      attempts.fail(refused);
      return;
    }
    // A malformed expiry is sent as month 0 so the gateway answers with its own words.
    const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
    setPending(true);
    const answer = await api.call('simulated-card-confirm', {
      clientSecret: request.clientSecret,
      card: {
        number: card.number.replace(/\s+/g, ''),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: card.cvc.trim(),
      },
    });
    setPending(false);
    if (answer.ok) onPaid(answer.value.paymentIntentId);
    else attempts.fail(simulatedCardFailureMessage(answer));
  };

  return (
    <fieldset className="cp-pay-card">
      <legend className="cp-pay-hidden">{PAYMENT_COPY.cardTitle}</legend>
      <p className="cp-pay-muted">{PAYMENT_COPY.testCards}</p>
      <div className="cp-pay-grid">
        <TextField
          label={PAYMENT_COPY.cardNumber}
          value={card.number}
          onChange={(value) => setCard((c) => ({ ...c, number: value }))}
          inputMode="numeric"
          autoComplete="cc-number"
          isRequired
        />
        <TextField
          label={PAYMENT_COPY.expiry}
          value={card.expiry}
          onChange={(value) => setCard((c) => ({ ...c, expiry: value }))}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          isRequired
        />
        <TextField
          label={PAYMENT_COPY.cvc}
          value={card.cvc}
          onChange={(value) => setCard((c) => ({ ...c, cvc: value }))}
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
        />
      </div>
      <Button
        onPress={() => pay()}
        isPending={pending}
        isDisabled={
          isDisabled || card.number.trim() === '' || card.expiry.trim() === '' || card.cvc.trim() === ''
        }
        pendingLabel={PAYMENT_COPY.paying}
        fullWidth
      >
        {PAYMENT_COPY.pay(request.amountLabel)}
      </Button>
      {!pending && <PaymentFailure key={attempts.attempt} message={attempts.failure ?? failure} />}
    </fieldset>
  );
}
