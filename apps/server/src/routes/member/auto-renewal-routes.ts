import type { AutoRenewalView } from '@camppass/core/checkout/auto-renewal';
import {
  FinishCardUpdate,
  ListAutoRenewals,
  SetAutoRenewal,
  StartCardUpdate,
} from '@camppass/core/member/manage-auto-renewal';
import { ConfirmRenewalPayment, GetRenewalPayment } from '@camppass/core/member/renewal-payment';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';

const presentAutoRenewal = (membershipId: string, view: AutoRenewalView) => ({
  membershipId,
  offered: view.offered,
  on: view.on,
  nextChargeDate: view.nextChargeDate,
  amount: view.amountCents,
  card: view.card,
  confirmationPending: view.confirmationPending,
});

/** Memberships that renew themselves (issue 25): the caller's own memberships only. */
export const autoRenewalRoutes = ({ use, config }: Area) => {
  const publishableKey = config.stripe?.publishableKey ?? null;
  return defineFunctions(use)
    .define('get-auto-renewals', async ({ caller }) => {
      const result = await use(ListAutoRenewals).execute({ caller });
      if (!result.ok) return result;
      return {
        success: true as const,
        data: [...result.value].map(([membershipId, view]) => presentAutoRenewal(membershipId, view)),
      };
    })
    .define('set-auto-renewal', async ({ caller, input }) => {
      const result = await use(SetAutoRenewal).execute({
        caller,
        membershipId: input.membershipId,
        on: input.on,
      });
      return result.ok
        ? { success: true as const, data: presentAutoRenewal(input.membershipId, result.value) }
        : result;
    })
    .define('start-card-update', async ({ caller, input }) => {
      const result = await use(StartCardUpdate).execute({ caller, membershipId: input.membershipId });
      return result.ok ? { success: true as const, data: { ...result.value, publishableKey } } : result;
    })
    .define('finish-card-update', async ({ caller, input }) => {
      const result = await use(FinishCardUpdate).execute({
        caller,
        membershipId: input.membershipId,
        setupIntentId: input.setupIntentId,
      });
      return result.ok
        ? { success: true as const, data: presentAutoRenewal(input.membershipId, result.value) }
        : result;
    })
    .define('get-renewal-payment', async ({ caller, input }) => {
      const result = await use(GetRenewalPayment).execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      const { amountCents, ...payment } = result.value;
      return { success: true as const, data: { ...payment, amount: amountCents, publishableKey } };
    })
    .define('confirm-renewal-payment', async ({ caller, input }) => {
      const result = await use(ConfirmRenewalPayment).execute({ caller, membershipId: input.membershipId });
      if (!result.ok) return result;
      const { id, startDate, endDate } = result.value;
      return { success: true as const, data: { membershipId: id, startDate, endDate } };
    }).app;
};
