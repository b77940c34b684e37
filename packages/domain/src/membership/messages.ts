/** Member-area messages about extending and renewing (02 §5, §8), quoted from the specification. */
export const NO_EXTENSION_TARGETS_MESSAGE =
  'No membership types available for extension. Extensions can only be made to longer duration memberships that are different from your current type.';

export const RENEWAL_PRICE_FALLBACK_MESSAGE =
  'Could not load membership type price, using original paid amount';

export const RENEWAL_START_DATE_MESSAGE = 'Please select a start date for your renewed membership';

/** Member dashboard empty state (02 §2). */
export const NO_MEMBERSHIPS_YET = 'No Memberships Yet';

/** The overview line under the first active memberships (02 §2). */
export const moreMembershipsLabel = (count: number): string => `+${count} more`;

// Our wording: 02 gives no server messages for refused renewals and extensions (02 §9 "not shown").
export const RENEWALS_NOT_ALLOWED_MESSAGE = 'This campground does not accept online renewals.';
export const EXTENSIONS_NOT_ALLOWED_MESSAGE = 'This campground does not accept online extensions.';
export const RENEW_EXPIRED_ONLY_MESSAGE = 'Only an expired membership can be renewed.';
export const EXTEND_ACTIVE_ONLY_MESSAGE =
  'Only an active membership of the type you chose from can be extended.';
export const CHANGE_PAYMENT_REQUIRED_MESSAGE =
  'This change has a price. Please pay for it by card before it is applied.';

/** Why a paid renewal or extension could not be applied (the refund tells the member). */
export const MEMBERSHIP_CHANGE_REFUSALS = {
  MEMBERSHIP_NOT_EXPIRED: RENEW_EXPIRED_ONLY_MESSAGE,
  MEMBERSHIP_NOT_ACTIVE: EXTEND_ACTIVE_ONLY_MESSAGE,
} as const;
export type MembershipChangeRefusal = keyof typeof MEMBERSHIP_CHANGE_REFUSALS;

/** What the member sees once a renewal or extension is applied. */
export const membershipChangedMessage = (kind: 'renewal' | 'extension', newEndDate: string): string =>
  `Membership ${kind === 'renewal' ? 'renewed' : 'extended'} until ${newEndDate}.`;
