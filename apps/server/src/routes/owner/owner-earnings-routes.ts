import { GetCampgroundEarnings } from '@camppass/core/owner/get-campground-earnings';
import { GetCampgroundPayouts } from '@camppass/core/owner/get-campground-payouts';
import type { Payout } from '@camppass/core/ports/payment-gateway';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const presentPayout = (payout: Payout) => ({
  id: payout.id,
  amount_cents: payout.amountCents,
  currency: payout.currency,
  status: payout.status,
  arrival_date: payout.arrivalDate.toISOString(),
  created_at: payout.createdAt.toISOString(),
  failure_message: payout.failureMessage,
});

/** Home's Earnings card and Payouts panel (docs/decisions/owner-area.md#earnings-on-the-owners-home). */
export const ownerEarningsRoutes = ({ use }: Area) =>
  defineFunctions(use)
    .define('owner-earnings', async ({ caller, input }) => {
      const result = await use(GetCampgroundEarnings).execute({
        actor: caller,
        campgroundId: input.campground_id,
        period: input.period,
        from: input.from ?? null,
        to: input.to ?? null,
      });
      if (!result.ok) return result;
      const { figures, ...earnings } = result.value;
      return {
        success: true,
        data: {
          campground_id: earnings.campgroundId,
          period: earnings.period,
          from: earnings.from,
          to: earnings.to,
          time_zone: earnings.timeZone,
          currency: earnings.currency,
          gross_cents: figures.grossCents,
          platform_fees_cents: figures.platformFeesCents,
          refunds_cents: figures.refundsCents,
          net_cents: figures.netCents,
          payment_count: figures.paymentCount,
          office_cents: figures.officeCents,
          office_count: figures.officeCount,
        },
      };
    })
    .define('owner-payouts', async ({ caller, input }) => {
      const result = await use(GetCampgroundPayouts).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      if (!result.ok) return result;
      const { state, balance, payouts } = result.value;
      return {
        success: true,
        data: {
          state,
          balance: balance && {
            available_cents: balance.availableCents,
            pending_cents: balance.pendingCents,
            currency: balance.currency,
          },
          payouts: payouts.map(presentPayout),
        },
      };
    }).app;
