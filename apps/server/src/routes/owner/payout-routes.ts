import type { GatewayLink } from '@camppass/core';
import { ConnectPayouts } from '@camppass/core/owner/connect-payouts';
import { GetPayoutAccount } from '@camppass/core/owner/get-payout-account';
import { OpenPayoutsDashboard } from '@camppass/core/owner/open-payouts-dashboard';
import type { PayoutAccountView } from '@camppass/core/owner/payout-account-access';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const presentPayoutAccount = ({
  campgroundId,
  account,
  state,
  canTakeCharges,
  callerRole,
}: PayoutAccountView) => ({
  campground_id: campgroundId,
  state,
  can_take_charges: canTakeCharges,
  account_id: account?.accountId ?? null,
  details_submitted: account?.detailsSubmitted ?? false,
  charges_enabled: account?.chargesEnabled ?? false,
  payouts_enabled: account?.payoutsEnabled ?? false,
  requirements_due: [...(account?.requirementsDue ?? [])],
  disabled_reason: account?.disabledReason ?? null,
  updated_at: account?.updatedAt.toISOString() ?? null,
  caller_role: callerRole,
});

const presentLink = (link: GatewayLink) => ({
  url: link.url,
  expires_at: link.expiresAt?.toISOString() ?? null,
});

/** Settings → Payouts: the campground's Stripe Connect account, its onboarding and Express dashboard. */
export const payoutRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('owner-payout-account', async ({ input, caller }) => {
      const result = await use(GetPayoutAccount).execute({ actor: caller, campgroundId: input.campgroundId });
      return result.ok
        ? { success: true, data: { payoutAccount: presentPayoutAccount(result.value) } }
        : result;
    })
    .define('owner-connect-payouts', async ({ input, caller }) => {
      const result = await use(ConnectPayouts).execute({ actor: caller, campgroundId: input.campgroundId });
      if (!result.ok) return result;
      return {
        success: true,
        data: {
          payoutAccount: presentPayoutAccount(result.value.view),
          onboarding: presentLink(result.value.onboarding),
        },
      };
    })
    .define('owner-payouts-dashboard-link', async ({ input, caller }) => {
      const result = await use(OpenPayoutsDashboard).execute({
        actor: caller,
        campgroundId: input.campgroundId,
      });
      return result.ok ? { success: true, data: { dashboard: presentLink(result.value) } } : result;
    }).app;
};
