import {
  asCallFailure,
  type CallError,
  type MemberDashboardResponse,
  type MemberMembership,
  type MembershipPaymentIntentRequest,
} from '@camppass/client';
import {
  BILLING_REQUIRED_FIELDS,
  type BillingAddress,
  type CalendarDate,
  daysBetweenInclusive,
  extendErrorMessage,
  parseCalendarDate,
  paymentFollowUpFailedMessage,
  paymentIntentHttpErrorMessage,
  renewErrorMessage,
} from '@camppass/domain';

export type ChangeKind = 'renewal' | 'extension';
export type DashboardProfile = MemberDashboardResponse['data']['profile'];

/** The membership's own duration: its type's, else its dates' (inclusive). */
export const currentDurationDays = (membership: MemberMembership): number => {
  if (membership.membershipTypeDurationDays !== null) return membership.membershipTypeDurationDays;
  const start = parseCalendarDate(membership.startDate.slice(0, 10));
  const end = parseCalendarDate(membership.endDate.slice(0, 10));
  return start && end ? daysBetweenInclusive(start, end) : 1;
};

/** What the client asks the server to price: the change only, never an amount (02 §7 metadata). */
export const paymentIntentRequest = (
  kind: ChangeKind,
  membership: MemberMembership,
  choice: { readonly newMembershipTypeId?: string; readonly newStartDate?: CalendarDate | string },
): MembershipPaymentIntentRequest => ({
  currency: 'usd',
  metadata:
    kind === 'extension'
      ? {
          type: 'membership_extension',
          membershipId: membership.id,
          currentMembershipTypeId: membership.membershipTypeId,
          newMembershipTypeId: choice.newMembershipTypeId ?? null,
          campgroundId: membership.campgroundId,
        }
      : {
          type: 'membership_renewal',
          membershipId: membership.id,
          membershipTypeId: membership.membershipTypeId,
          campgroundId: membership.campgroundId,
          newStartDate: choice.newStartDate ?? null,
        },
});

/** The profile's billing fields, when the member bills with their own details (02 §3): the same names. */
export const profileBilling = (profile: DashboardProfile): BillingAddress => ({
  ...Object.fromEntries(BILLING_REQUIRED_FIELDS.map((field) => [field, profile[field]])),
  phone: profile.phone,
});

/** create-membership-payment-intent failed: 02 §8's 'Error {status}: {body}', or the network's words. */
export const intentFailureMessage = (error: CallError): string => {
  const failure = asCallFailure(error);
  if (failure.kind === 'network') return error.message;
  return paymentIntentHttpErrorMessage(failure.status, failure.error ?? failure.code ?? '');
};

/**
 * The follow-up call failed: after a card payment, the member is told to contact support with the
 * payment id (02 §8); with nothing paid, the extend or renew message of 02 §8.
 */
export const followUpFailureMessage = (
  kind: ChangeKind,
  paymentId: string | null,
  error: CallError,
): string => {
  if (paymentId) return paymentFollowUpFailedMessage(kind, paymentId);
  const failure = asCallFailure(error);
  if (failure.kind === 'network') return error.message;
  return kind === 'extension'
    ? extendErrorMessage({ status: failure.status, error: failure.error })
    : renewErrorMessage(failure.error);
};
