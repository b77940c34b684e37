import { PAYOUTS_WORDS } from '@camppass/domain';
import { type PayoutsAction, PayoutsCard } from '@camppass/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { gatewayNavigation } from './gateway-navigation';
import { payoutsViewOf, usePayoutAccount, useStorePayoutAccount } from './payouts-queries';

/** `?payouts=` on the way back from the gateway's form: finished (return) or its link expired (refresh). */
type Arrival = 'return' | 'refresh';

/**
 * Settings → Payouts for one campground: the Payouts card read from owner-payout-account. The owner
 * connects or finishes the setup at the gateway (this tab leaves for its form, which brings them back
 * here with `payouts=return`, or `payouts=refresh` when the link expired: a new one is asked for at
 * once) and opens the Stripe dashboard in a new tab; staff and a super admin see the state only.
 */
export function PayoutsSection({ campgroundId }: { readonly campgroundId: string }) {
  const { api } = useAuth();
  const account = usePayoutAccount(campgroundId);
  const storeAccount = useStorePayoutAccount();
  const [busy, setBusy] = useState<PayoutsAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const place = useRef<HTMLDivElement>(null);

  const connect = async (action: 'connect' | 'finish') => {
    setBusy(action);
    setActionError(null);
    const answer = await api.call('owner-connect-payouts', { campgroundId });
    if (!answer.ok) {
      setBusy(null);
      setActionError(answer.message);
      return;
    }
    storeAccount(answer.value.data.payoutAccount);
    // The button stays busy while the browser leaves for the gateway.
    gatewayNavigation.leaveFor(answer.value.data.onboarding.url);
  };
  const openDashboard = async () => {
    const tab = gatewayNavigation.openTab();
    setBusy('dashboard');
    setActionError(null);
    const answer = await api.call('owner-payouts-dashboard-link', { campgroundId });
    setBusy(null);
    if (answer.ok) tab.go(answer.value.data.dashboard.url);
    else {
      tab.close();
      setActionError(answer.message);
    }
  };

  useArrival(campgroundId, place, (arrival) => {
    setNotice(arrival === 'return' ? PAYOUTS_WORDS.returned : PAYOUTS_WORDS.refreshed);
    if (arrival === 'return') account.retry();
    else void connect('finish');
  });

  const payoutAccount = account.data?.data.payoutAccount;
  return (
    <div id="payouts" ref={place} tabIndex={-1}>
      <PayoutsCard
        account={payoutAccount && payoutsViewOf(payoutAccount)}
        isLoading={account.loading}
        loadError={account.error?.message}
        onRetry={account.retry}
        canManage={payoutAccount?.caller_role === 'owner'}
        busy={busy}
        actionError={actionError}
        notice={notice}
        onConnect={() => void connect('connect')}
        onFinish={() => void connect('finish')}
        onOpenDashboard={() => void openDashboard()}
      />
    </div>
  );
}

/**
 * Back from the gateway (`payouts=return|refresh&campground=<id>`), or sent here from Home
 * (`section=payouts`): brings the card into view and answers the arrival once, then drops those
 * words from the address so a reload does not repeat it.
 */
function useArrival(
  campgroundId: string,
  place: RefObject<HTMLDivElement | null>,
  onArrival: (arrival: Arrival) => void,
) {
  const [params, setParams] = useSearchParams();
  const payouts = params.get('payouts');
  const arrival: Arrival | null = payouts === 'return' || payouts === 'refresh' ? payouts : null;
  const forHere = (params.get('campground') ?? campgroundId) === campgroundId;
  const shown = arrival !== null || params.get('section') === 'payouts';
  const answered = useRef(false);
  const latest = useRef(onArrival);
  latest.current = onArrival;

  useEffect(() => {
    if (!shown || !forHere || answered.current) return;
    answered.current = true;
    place.current?.scrollIntoView?.({ block: 'start' });
    place.current?.focus({ preventScroll: true });
    if (arrival) latest.current(arrival);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['payouts', 'section', 'campground']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [shown, forHere, arrival, place, setParams]);
}
