import { membershipChangeKindOf } from '@camppass/client';
import { PURCHASE_CURRENCY } from '@camppass/core';
import type { PricedChange } from '@camppass/core/checkout/price-membership-change';
import {
  CompleteMembershipChange,
  type MembershipChanged,
} from '@camppass/core/member/complete-membership-change';
import { QuoteMembershipChange } from '@camppass/core/member/quote-membership-change';
import { StartMembershipChange } from '@camppass/core/member/start-membership-change';
import { formatMMDDYYYY, membershipChangedMessage } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { presentBreakdown, presentPaymentIntent } from '../../http/present-payment';

/** The change as priced: its type and new dates (the `data` of the intent and of the quote). */
const presentPricedChange = ({ change, type }: PricedChange) => ({
  kind: change.kind,
  membershipId: change.membershipId,
  membershipTypeId: type.id,
  membershipTypeName: type.displayName || type.name,
  newStartDate: change.startDate,
  newEndDate: change.endDate,
});

/** What the portal asks to price or pay: the choice named in the metadata, never an amount. */
const changeRequest = (metadata: {
  readonly type: 'membership_extension' | 'membership_renewal';
  readonly membershipId: string;
  readonly newMembershipTypeId?: string | null;
  readonly newStartDate?: string | null;
}) => ({
  kind: membershipChangeKindOf(metadata.type),
  membershipId: metadata.membershipId,
  newMembershipTypeId: metadata.newMembershipTypeId ?? null,
  newStartDate: metadata.newStartDate ?? null,
});

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
    .define('quote-membership-change', async ({ caller, input }) => {
      const result = await use(QuoteMembershipChange).execute({
        caller,
        request: changeRequest(input.metadata),
      });
      if (!result.ok) return result;
      return {
        success: true as const,
        amount: result.value.fees.total,
        currency: PURCHASE_CURRENCY,
        breakdown: presentBreakdown(result.value.fees),
        data: presentPricedChange(result.value),
      };
    })
    .define('create-membership-payment-intent', async ({ caller, input }) => {
      const result = await use(StartMembershipChange).execute({
        caller,
        request: changeRequest(input.metadata),
        amount: input.amount ?? null,
        currency: input.currency ?? null,
        autoRenew: input.autoRenew ?? null,
      });
      if (!result.ok) return result;
      return {
        ...presentPaymentIntent(result.value, publishableKey),
        data: presentPricedChange(result.value.priced),
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
