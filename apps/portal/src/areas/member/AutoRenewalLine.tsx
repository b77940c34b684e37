import type { AutoRenewal } from '@camppass/client';
import { formatUsd, RENEWAL_LINK_PARAMS, AUTO_RENEWAL_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
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
  useOpenedByLink(view, setOpen);
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

/**
 * A renewal e-mail's link (`?renewal-payment=<id>` or `?update-card=<id>`) opens this membership's
 * dialog once, then drops its words from the address so a reload does not open it again.
 */
function useOpenedByLink(view: AutoRenewal, open: (dialog: 'card' | 'confirm') => void) {
  const [params, setParams] = useSearchParams();
  const asked =
    params.get(RENEWAL_LINK_PARAMS.confirm) === view.membershipId && view.confirmationPending
      ? 'confirm'
      : params.get(RENEWAL_LINK_PARAMS.updateCard) === view.membershipId && view.offered
        ? 'card'
        : null;
  useEffect(() => {
    if (!asked) return;
    open(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RENEWAL_LINK_PARAMS.confirm);
        next.delete(RENEWAL_LINK_PARAMS.updateCard);
        return next;
      },
      { replace: true },
    );
  }, [asked, open, setParams]);
}
