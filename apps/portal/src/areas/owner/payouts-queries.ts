import type { PayoutAccount } from '@camppass/client';
import type { PayoutsAccountView } from '@camppass/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { defineFunctionQuery, useFunctionQuery } from '../../shared/function-query';

const useClient = () => useAuth().api;
/** The state changes at the gateway (its form, its checks): read again after a minute. */
const PAYOUTS_STALE_MS = 60_000;

const payoutAccountQuery = defineFunctionQuery({
  useClient,
  key: (campgroundId: string) => ['owner', 'payout-account', campgroundId],
  staleTime: PAYOUTS_STALE_MS,
  run: (api, campgroundId, signal) => api.call('owner-payout-account', { campgroundId }, { signal }),
});

/** owner-payout-account: the campground's payouts account, its state and the caller's role. */
export const usePayoutAccount = (campgroundId: string) => useFunctionQuery(payoutAccountQuery, campgroundId);

/** The payouts accounts of several campgrounds (Home's reasons why a campground does not sell). */
export function usePayoutAccounts(campgroundIds: readonly string[]) {
  const api = useClient();
  return useQueries({
    queries: campgroundIds.map((campgroundId) => ({
      queryKey: payoutAccountQuery.key(campgroundId),
      queryFn: ({ signal }: { signal: AbortSignal }) => payoutAccountQuery.run(api, campgroundId, signal),
      staleTime: PAYOUTS_STALE_MS,
      retry: false,
    })),
  }).map((query) => (query.data?.ok ? query.data.value.data.payoutAccount : undefined));
}

/** Keeps an account the server answered (after a connect) as the cached read. */
export function useStorePayoutAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    (payoutAccount: PayoutAccount) =>
      queryClient.setQueryData(payoutAccountQuery.key(payoutAccount.campground_id), {
        ok: true,
        value: { success: true, data: { payoutAccount } },
      }),
    [queryClient],
  );
}

/** The account as the Payouts card shows it. */
export const payoutsViewOf = (account: PayoutAccount): PayoutsAccountView => ({
  state: account.state,
  detailsSubmitted: account.details_submitted,
  chargesEnabled: account.charges_enabled,
  payoutsEnabled: account.payouts_enabled,
  requirementsDue: account.requirements_due,
});
