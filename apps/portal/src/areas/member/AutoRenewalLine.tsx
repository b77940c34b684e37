import type { AutoRenewal } from '@camppass/client';
import { formatUsd, AUTO_RENEWAL_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ConfirmRenewalDialog, UpdateCardDialog } from './AutoRenewalCardDialogs';
import { useRefreshMemberData } from './member-queries';
import { showDate } from './membership-format';

/**
 * A membership's automatic renewal on My Memberships: "Renews automatically on {date} for {amount}"
 * with Turn off, or Turn on where a card is saved; a failure is said beside the button.
 */
export function AutoRenewalLine({ view }: { view: AutoRenewal }) {
  const { api } = useAuth();
  const refresh = useRefreshMemberData();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<'card' | 'confirm' | null>(null);
  if (!view.offered && !view.on) return null;
  const closed = (changed: boolean) => {
    setOpen(null);
    if (changed) void refresh();
  };

  const turn = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    const answer = await api.call('set-auto-renewal', { membershipId: view.membershipId, on });
    setBusy(false);
    if (answer.ok) void refresh();
    else setFailure(answer.message);
  };

  const status =
    view.on && view.nextChargeDate && view.amount !== null
      ? WORDS.renewsOn(showDate(view.nextChargeDate), formatUsd(view.amount))
      : WORDS.off;
  return (
    <div className="pm-stack">
      <p className="pm-line__meta" aria-live="polite">
        {status}
        {view.card && ` · ${WORDS.cardOnFile(view.card.brand, view.card.last4)}`}
      </p>
      {view.confirmationPending && <Banner variant="info">{WORDS.confirmNeeded}</Banner>}
      <div className="pm-actions">
        {view.confirmationPending && (
          <Button onPress={() => setOpen('confirm')}>{WORDS.confirmAction}</Button>
        )}
        {view.offered && (
          <Button variant="ghost" onPress={() => setOpen('card')}>
            {WORDS.updateCard}
          </Button>
        )}
        {(view.on || view.card) && (
          <Button
            variant="outline"
            onPress={() => turn(!view.on)}
            isPending={busy}
            pendingLabel={WORDS.working}
          >
            {view.on ? WORDS.turnOff : WORDS.turnOn}
          </Button>
        )}
      </div>
      {open === 'card' && <UpdateCardDialog view={view} onDone={closed} />}
      {open === 'confirm' && <ConfirmRenewalDialog view={view} onDone={closed} />}
      {failure && !busy && (
        <p role="alert" className="pm-error">
          {failure}
        </p>
      )}
    </div>
  );
}
