import type { AutoRenewal } from '@camppass/client';
import { formatUsd, AUTO_RENEWAL_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
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
  if (!view.offered && !view.on) return null;

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
      {(view.on || view.card) && (
        <div className="pm-actions">
          <Button
            variant="outline"
            onPress={() => turn(!view.on)}
            isPending={busy}
            pendingLabel={WORDS.working}
          >
            {view.on ? WORDS.turnOff : WORDS.turnOn}
          </Button>
        </div>
      )}
      {failure && !busy && (
        <p role="alert" className="pm-error">
          {failure}
        </p>
      )}
    </div>
  );
}
