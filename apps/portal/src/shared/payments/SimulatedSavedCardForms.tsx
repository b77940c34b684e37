import { SAVED_CARD_WORDS } from '@camppass/domain';
import {
  ConfirmPaymentPanel,
  EMPTY_TEST_CARD,
  TestCardFields,
  testCardComplete,
  UpdateCardPanel,
} from '@camppass/ui';
import { useState } from 'react';
import { parseExpiry, type SimulatedCardClient } from './card-payment';
import {
  type ConfirmCardPaymentProps,
  simulatedRefusal,
  type UpdateCardFormProps,
  useTries,
} from './saved-card-forms';

const typedCard = (card: typeof EMPTY_TEST_CARD) => {
  // A malformed expiry is sent as month 0 so the gateway answers with its own words.
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    number: card.number.replace(/\s+/g, ''),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: card.cvc.trim(),
  };
};

/** "Update card" on the simulated gateway: its test card fields, saved through simulated-setup-confirm. */
export function SimulatedUpdateCard({
  api,
  clientSecret,
  currentCard,
  loadError,
  onRetry,
  onSaved,
  onClose,
  headingLevel,
}: UpdateCardFormProps & { readonly api: SimulatedCardClient }) {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  const [saved, setSaved] = useState<{
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  } | null>(null);
  const tries = useTries();

  const save = async () => {
    if (!clientSecret || tries.pending) return;
    tries.start();
    const answer = await api.call('simulated-setup-confirm', { clientSecret, card: typedCard(card) });
    if (!answer.ok) {
      tries.end(SAVED_CARD_WORDS.notSaved(simulatedRefusal(answer)));
      return;
    }
    tries.end(null);
    setSaved(answer.value.card);
    onSaved(answer.value.setupIntentId);
  };

  return (
    <UpdateCardPanel
      currentCard={currentCard ?? null}
      isLoading={!clientSecret && !loadError}
      loadError={loadError ?? undefined}
      onRetry={onRetry}
      isSaving={tries.pending}
      canSave={testCardComplete(card)}
      failure={tries.failure}
      failureKey={tries.tries}
      savedCard={saved}
      onSave={save}
      onClose={onClose}
      headingLevel={headingLevel}
    >
      <TestCardFields value={card} onChange={setCard} isDisabled={tries.pending} />
    </UpdateCardPanel>
  );
}

/** Confirming a payment on the simulated gateway: the test card typed again, through simulated-card-confirm. */
export function SimulatedConfirmPayment({
  api,
  clientSecret,
  amountLabel,
  description,
  card: savedCard,
  loadError,
  onRetry,
  onConfirmed,
  headingLevel,
}: ConfirmCardPaymentProps & { readonly api: SimulatedCardClient }) {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  const [confirmed, setConfirmed] = useState(false);
  const tries = useTries();

  const confirm = async () => {
    if (!clientSecret || tries.pending) return;
    tries.start();
    const answer = await api.call('simulated-card-confirm', { clientSecret, card: typedCard(card) });
    if (!answer.ok) {
      tries.end(SAVED_CARD_WORDS.notConfirmed(simulatedRefusal(answer)));
      return;
    }
    tries.end(null);
    setConfirmed(true);
    onConfirmed(answer.value.paymentIntentId);
  };

  return (
    <ConfirmPaymentPanel
      amountLabel={amountLabel}
      description={description}
      card={savedCard ?? null}
      isLoading={!clientSecret && !loadError}
      loadError={loadError ?? undefined}
      onRetry={onRetry}
      isConfirming={tries.pending}
      canConfirm={testCardComplete(card)}
      failure={tries.failure}
      failureKey={tries.tries}
      isConfirmed={confirmed}
      onConfirm={confirm}
      headingLevel={headingLevel}
    >
      <TestCardFields value={card} onChange={setCard} isDisabled={tries.pending} />
    </ConfirmPaymentPanel>
  );
}
