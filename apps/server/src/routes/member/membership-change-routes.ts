import { membershipChangeKindOf } from '@camppass/client';
import type { MembershipChanged } from '@camppass/core';
import { formatMMDDYYYY, membershipChangedMessage } from '@camppass/domain';
import type { Container } from 'inversify';
import { MEMBER_USE_CASES } from '../../container/member-module';
import { CONFIG } from '../../container/server-module';
import { resolveUseCases } from '../../container/use-case-token';
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
export const membershipChangeRoutes = (container: Container) => {
  const publishableKey = container.get(CONFIG).stripe?.publishableKey ?? null;
  const use = resolveUseCases(container, MEMBER_USE_CASES);

  return defineFunctions(container)
    .define('create-membership-payment-intent', async ({ caller, input }) => {
      const kind = membershipChangeKindOf(input.metadata.type);
      const result = await use.startMembershipChange.execute({
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
      const result = await use.completeMembershipChange.execute({
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
      const result = await use.completeMembershipChange.execute({
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
