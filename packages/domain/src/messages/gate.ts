// The card at the gate: the staff scanner and the check-in log (issue 28).

/** Refusal for anyone but the campground's owner or staff at the gate functions. */
export const GATE_STAFF_ONLY = 'Only the owner and staff of this campground can check members in.';
/** A membership id unknown or of another campground, answered alike. */
export const GATE_MEMBERSHIP_NOT_FOUND = 'No membership with this id at this campground.';
