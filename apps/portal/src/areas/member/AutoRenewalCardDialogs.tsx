import type { AutoRenewal } from '@camppass/client';
import { formatUsd, AUTO_RENEWAL_WORDS as WORDS } from '@camppass/domain';
import { Dialog } from '@camppass/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ConfirmCardPayment, UpdateCardForm } from '../../shared/payments/SavedCardForms';

interface Loaded<T> {
  readonly value: T | null;
  readonly error: string | null;
}

/** Asks the server once per `attempt`; the answer or its failure. */
function useServerStep<T>(
  load: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>,
  attempt: number,
) {
  const [state, setState] = useState<Loaded<T>>({ value: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the member retries
  useEffect(() => {
    let live = true;
    setState({ value: null, error: null });
    void load().then((answer) => {
      if (live)
        setState(answer.ok ? { value: answer.value, error: null } : { value: null, error: answer.message });
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}

/** Update card: a setup intent from the server, the gateway's card form, then the server keeps the card. */
export function UpdateCardDialog({ view, onDone }: { view: AutoRenewal; onDone: (saved: boolean) => void }) {
  const { api } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const setup = useServerStep(async () => {
    const answer = await api.call('start-card-update', { membershipId: view.membershipId });
    return answer.ok ? { ok: true as const, value: answer.value.data } : answer;
  }, attempt);
  const saved = async (setupIntentId: string) => {
    const answer = await api.call('finish-card-update', { membershipId: view.membershipId, setupIntentId });
    if (answer.ok) onDone(true);
    else setFailure(answer.message);
  };
  return (
    <Dialog title={WORDS.updateCard} isOpen onOpenChange={(open) => !open && onDone(false)}>
      <UpdateCardForm
        api={api}
        publishableKey={setup.value?.publishableKey}
        clientSecret={setup.value?.clientSecret}
        loadError={setup.error ?? failure}
        onRetry={() => setAttempt((n) => n + 1)}
        onSaved={saved}
        onClose={() => onDone(false)}
        headingLevel={3}
      />
    </Dialog>
  );
}

/** The renewal payment the member's bank asks them to confirm, then the server renews. */
export function ConfirmRenewalDialog({
  view,
  onDone,
}: {
  view: AutoRenewal;
  onDone: (confirmed: boolean) => void;
}) {
  const { api } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const payment = useServerStep(async () => {
    const answer = await api.call('get-renewal-payment', { membershipId: view.membershipId });
    return answer.ok ? { ok: true as const, value: answer.value.data } : answer;
  }, attempt);
  const confirmed = async () => {
    const answer = await api.call('confirm-renewal-payment', { membershipId: view.membershipId });
    if (answer.ok) onDone(true);
    else setFailure(answer.message);
  };
  return (
    <Dialog title={WORDS.confirmTitle} isOpen onOpenChange={(open) => !open && onDone(false)}>
      <ConfirmCardPayment
        api={api}
        publishableKey={payment.value?.publishableKey}
        clientSecret={payment.value?.clientSecret}
        paymentMethodId={payment.value?.paymentMethodId}
        amountLabel={payment.value ? formatUsd(payment.value.amount) : ''}
        loadError={payment.error ?? failure}
        onRetry={() => setAttempt((n) => n + 1)}
        onConfirmed={confirmed}
        headingLevel={3}
      />
    </Dialog>
  );
}
