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
