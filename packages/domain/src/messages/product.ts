/** Product-level constants of 01 §9, 02 §9, 03 §9 and 04 §9 that several layers share. */

const MINUTE_MS = 60_000;

/** Dashboard cache lifetimes (01 §9, 03 §9), and the campground lookup cache. */
export const CACHE_LIFETIME_MS = {
  campgrounds: 5 * MINUTE_MS,
  activeMemberships: 2 * MINUTE_MS,
  campgroundSettings: 10 * MINUTE_MS,
  members: 1 * MINUTE_MS,
  membershipTypes: 5 * MINUTE_MS,
  campgroundLookup: 5 * MINUTE_MS,
} as const;

/** Delay before a successful password reset sends the user to the member login (01 §2). */
export const RESET_SUCCESS_REDIRECT_MS = 3000;
/** Delay before a successful activation opens the owner dashboard (03 §9). */
export const ACTIVATION_REDIRECT_MS = 2000;
/** The reminder dialog closes this long after success; the copied-code mark lasts as long (04 §9). */
export const REMINDER_CLOSE_MS = 3000;
export const COPIED_INDICATOR_MS = 3000;

/** The digital card's own defaults (02 §9). */
export const DEFAULT_CARD_COLORS = { primary: '#4A90E2', secondary: '#2ECC71' } as const;

/** Fallback campground name; the product name is configuration (default CampPass). */
export const fallbackCampgroundName = (product: string): string => `${product} Campground`;

/** Members page sizes (03 §9): 10 by default. */
export const MEMBERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_MEMBERS_PAGE_SIZE = 10;
/** Page size of the super admin's campground, owner and member lists (03 §7, §9). */
export const ADMIN_PAGE_SIZE = 50;
const PAGINATION_WINDOW = 5;

/** The page numbers to show: at most `window` consecutive pages around the current one. */
export const paginationWindow = (page: number, totalPages: number, window = PAGINATION_WINDOW): number[] => {
  const size = Math.min(window, Math.max(totalPages, 0));
  const start = Math.min(Math.max(page - Math.floor(window / 2), 1), Math.max(totalPages - size + 1, 1));
  return Array.from({ length: size }, (_, index) => start + index);
};

/** Billing country choices (02 §9, 04 §5). */
export const BILLING_COUNTRIES = ['US', 'CA', 'MX', 'GB', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL'] as const;
/** Personal address country choices of the purchase (04 §5). */
export const PERSONAL_COUNTRIES = ['US', 'CA', 'MX'] as const;
export const DEFAULT_BILLING_COUNTRY = 'US';

/** The answer when the server sheds load (too many password checks waiting): try again shortly. */
export const SERVER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
