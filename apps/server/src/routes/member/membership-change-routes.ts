import { membershipChangeKindOf } from '@camppass/client';
import type { MembershipChanged } from '@camppass/core/member/complete-membership-change';
import { CompleteMembershipChange } from '@camppass/core/member/complete-membership-change';
import { StartMembershipChange } from '@camppass/core/member/start-membership-change';
import { formatMMDDYYYY, membershipChangedMessage } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentPaymentIntent } from '../../http/present-payment';

const presentChange = (kind: 'renewal' | 'extension', changed: MembershipChanged) => ({
  success: true as const,
  message: membershipChangedMessage(kind, formatMMDDYYYY(changed.membership.endDate)),
  data: {
    membership: {
      id: changed.membership.id,
      membershipCode: changed.membership.membershipCode,
      membershipTypeId: changed.membership.membershipTypeId,
      startDate: changed.membership.startDate,
      endDate: changed.membership.endDate,
      status: changed.membership.status,
      membershipTypeChanged: changed.membershipTypeChanged,
      newEndDate: changed.newEndDate,
    },
    payment: { transactionId: changed.transactionId },
  },
});

/** Renewing and extending a membership with payment (02 §4, §7): the caller's own memberships only. */
export const membershipChangeRoutes = ({ use, config }: Area) => {
  const publishableKey = config.stripe?.publishableKey ?? null;

  return defineFunctions(use)
    .define('create-membership-payment-intent', async ({ caller, input }) => {
      const kind = membershipChangeKindOf(input.metadata.type);
      const result = await use(StartMembershipChange).execute({
        caller,
        request: {
          kind,
          membershipId: input.metadata.membershipId,
          newMembershipTypeId: input.metadata.newMembershipTypeId ?? null,
          newStartDate: input.metadata.newStartDate ?? null,
        },
        amount: input.amount ?? null,
        currency: input.currency ?? null,
      });
      if (!result.ok) return result;
      const { change, type } = result.value.priced;
      return {
        ...presentPaymentIntent(result.value, publishableKey),
        data: {
          kind,
          membershipId: change.membershipId,
          membershipTypeId: type.id,
          membershipTypeName: type.displayName || type.name,
          newStartDate: change.startDate,
          newEndDate: change.endDate,
        },
      };
    })
    .define('extend-membership', async ({ caller, input }) => {
      const result = await use(CompleteMembershipChange).execute({
        caller,
        request: {
          kind: 'extension',
          membershipId: input.membershipId,
          newMembershipTypeId: input.newMembershipTypeId,
        },
        paymentIntentId: input.paymentIntentId ?? null,
      });
      return result.ok ? presentChange('extension', result.value) : result;
    })
    .define('renew-membership', async ({ caller, input }) => {
      const result = await use(CompleteMembershipChange).execute({
        caller,
        request: {
          kind: 'renewal',
          membershipId: input.membershipId,
          newStartDate: input.newStartDate ?? null,
        },
        paymentIntentId: input.paymentIntentId ?? null,
      });
      return result.ok ? presentChange('renewal', result.value) : result;
    }).app;
};
