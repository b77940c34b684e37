import { ELIGIBILITY_MESSAGES, ELIGIBILITY_UNAVAILABLE_MESSAGE } from '../eligibility/messages';
import { opensReminder } from '../eligibility/purchase-eligibility';
import { VALIDITY_NETWORK_MESSAGE, validityMessage } from '../validity/messages';
import { type CallFailure, RESET_TOO_MANY_REQUESTS } from './password-reset';

const PURCHASE_CREATION_FAILED = 'Membership creation failed after payment. Please contact support.';

/** What the purchase step does with a purchase-membership failure (04 §8). */
export type PurchaseFailureOutcome =
  | { readonly kind: 'open-reminder' }
  | { readonly kind: 'message'; readonly message: string }
  /** The checkout expired unpaid: the buyer starts the purchase over. */
  | { readonly kind: 'start-again'; readonly message: string };

export const purchaseFailureOutcome = (failure: {
  readonly code?: string | null;
  readonly error?: string | null;
}): PurchaseFailureOutcome => {
  const code = failure.code ?? '';
  if (opensReminder(code)) return { kind: 'open-reminder' };
  if (code === 'CHECKOUT_EXPIRED') return { kind: 'start-again', message: CHECKOUT_EXPIRED_MESSAGE };
  if (code === 'MEMBERSHIP_RENEW_REQUIRED') {
    return { kind: 'message', message: ELIGIBILITY_MESSAGES.MEMBERSHIP_RENEW_REQUIRED };
  }
  if (code === 'VALIDATION_ERROR' || code === 'DATABASE_ERROR') {
    return { kind: 'message', message: ELIGIBILITY_UNAVAILABLE_MESSAGE };
  }
  return { kind: 'message', message: failure.error?.trim() || PURCHASE_CREATION_FAILED };
};

export const STRIPE_NOT_READY = 'Stripe is not ready';
export const PAYMENT_INTENT_MISSING =
  'Payment could not be processed: The payment intent does not exist or has expired. Please try again.';
/** A checkout not paid in time: its payment was cancelled before any money was taken. */
export const CHECKOUT_EXPIRED_MESSAGE =
  'This checkout has expired: it was not paid within a few hours, and no payment was taken. Please start your purchase again.';
/** A file uploaded for one purchase cannot be sent with another. */
export const UPLOAD_ALREADY_USED_MESSAGE =
  'A file you sent belongs to another purchase. Please choose your files again and retry.';
export const STRIPE_CONFIGURATION_ERROR = 'Stripe configuration error. Please contact support.';
export const purchasePaymentFailedMessage = (message: string): string => `Payment failed: ${message}`;

const EMAIL_CHECK_FAILED = 'Error verifying email. Please try again.';
export const EMAIL_CHECK_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

/**
 * The e-mail issue dialog's message (04 §8): the server's message when it refuses the address,
 * else the refusal text; a failed call and a network failure have their own.
 */
export const emailCheckMessage = (
  outcome: CallFailure | { readonly kind: 'refused'; readonly message?: string | null },
): string => {
  if (outcome.kind === 'network') return EMAIL_CHECK_NETWORK_ERROR;
  if (outcome.kind === 'response') return EMAIL_CHECK_FAILED;
  return outcome.message?.trim() || ELIGIBILITY_MESSAGES.EMAIL_ASSOCIATED;
};

export const REMINDER_NO_ACTIVE_MEMBERSHIP =
  'No active memberships found for this email address at this campground.';
/** 04 §8 ends these with '...'; completed. */
export const REMINDER_INVALID_EMAIL = 'Invalid email format. Please check your email address and try again.';
export const REMINDER_FAILED = 'Failed to send membership reminder. Please try again later.';
const REMINDER_NETWORK_ERROR = EMAIL_CHECK_NETWORK_ERROR;
export const REMINDER_SENT =
  'Membership reminder sent successfully! Please check your email for your membership details.';

/** The message for a failed send-membership-email call (04 §8). */
export const reminderErrorMessage = (failure: CallFailure): string => {
  if (failure.kind === 'network') return REMINDER_NETWORK_ERROR;
  if (failure.status === 404) return REMINDER_NO_ACTIVE_MEMBERSHIP;
  if (failure.status === 400) return REMINDER_INVALID_EMAIL;
  return REMINDER_FAILED;
};

export const CAMPGROUND_NOT_FOUND = 'Campground not found';
/** A plan that is not on sale at the campground, or a type the owner cannot reach. */
export const MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE = 'Membership type not found';
export const CAMPGROUNDS_LOAD_FAILED = 'Failed to load campgrounds';
export const campgroundNotFoundWithSlug = (slug: string): string => `Campground not found with slug: ${slug}`;

export const CAMPGROUND_LOADING = 'Loading campground information...';
export const CAMPGROUND_NOT_FOUND_TITLE = 'Campground Not Found';
export const campgroundNotFoundForUrl = (slug: string): string =>
  `We couldn't find a campground with the URL ${slug}`;
export const SELECT_CAMPGROUND_TITLE = 'Select Campground';
export const NO_ACTIVE_CAMPGROUNDS = 'No active campgrounds found';
export const NO_MEMBERSHIPS_AVAILABLE = 'No Memberships Available';
export const PREVIEW_BANNER = 'Preview mode: this is how the public page will look to visitors.';

export const CAMERA_ERROR = 'Unable to access camera. Please check permissions and try again.';

export const PURCHASE_PROCESSING = 'Processing your membership...';
export const PURCHASE_CODE_MISSING = '(Membership code not available)';
export const CODE_COPIED = 'Copied!';
/** 04 gives no words for a refused copy; the code stays on screen to copy by hand. */
export const CODE_COPY_FAILED = 'Could not copy the code. Please select it and copy it yourself.';

/** The Verify panel's failure message (04 §8): by answer code, else 'Verification failed'; network apart. */
export const verificationFailureMessage = (failure: CallFailure): string => {
  if (failure.kind === 'network') return VALIDITY_NETWORK_MESSAGE;
  // Too many failed verifications from this address: say to wait rather than "Verification failed".
  return failure.status === 429 ? RESET_TOO_MANY_REQUESTS : validityMessage(failure.code);
};

/**
 * A paid purchase that could not become a membership (another purchase won the race) is refunded
 * in full; the answer gives the reason and says where the money went.
 */
export const PAYMENT_REFUNDED_NOTE =
  'We could not issue this membership, so your payment was refunded in full. The refund reaches your card within 5 to 10 business days.';
const PAYMENT_REFUND_PENDING_NOTE =
  'We could not issue this membership, so your payment will be refunded in full automatically. The refund reaches your card within 5 to 10 business days.';
export const refundedPurchaseMessage = (reason: string, refunded: boolean): string =>
  `${reason} ${refunded ? PAYMENT_REFUNDED_NOTE : PAYMENT_REFUND_PENDING_NOTE}`;

/**
 * The owner's unsaved page texts, sent by the Public Page tab to the page's preview it frames
 * (docs/decisions/owner-area.md#the-public-page-tabs-live-preview-is-the-framed-preview-page). They
 * sit beside the preview's banner so the public page's first load gains no file for them.
 */
export const PREVIEW_DRAFT_MESSAGE = 'camppass:page-texts';
/** The preview's word to the window framing it that it listens now (texts may have come earlier). */
export const PREVIEW_READY_MESSAGE = 'camppass:preview-ready';
const DRAFT_FIELDS = [
  'public_page_title',
  'public_page_description',
  'membership_type_desc',
  'information_desc',
] as const;
export type PageTextsDraft = Readonly<Record<(typeof DRAFT_FIELDS)[number], string>>;

export const draftMessage = (texts: PageTextsDraft) => ({ type: PREVIEW_DRAFT_MESSAGE, texts });

/** The texts a message carries, or null when it is not a draft: four strings, nothing else taken. */
export const draftOfMessage = (data: unknown): PageTextsDraft | null => {
  const { type, texts } = (data ?? {}) as { type?: unknown; texts?: Record<string, unknown> | null };
  if (type !== PREVIEW_DRAFT_MESSAGE || !texts || !DRAFT_FIELDS.every((f) => typeof texts[f] === 'string'))
    return null;
  return Object.fromEntries(DRAFT_FIELDS.map((f) => [f, String(texts[f]).slice(0, 5000)])) as PageTextsDraft;
};

/**
 * The public page, in place of the plans, while the campground cannot take card payments. Here,
 * not with the payouts words, so the page's first load takes no share of the owner's payouts texts.
 */
export const MEMBERSHIPS_NOT_ON_SALE = 'Memberships are not on sale yet.';

/** Beside Purchase on a page read without scripts: the purchase and its card payment need them. */
export const PURCHASE_NEEDS_SCRIPTS =
  'Buying a membership needs JavaScript: turn it on in your browser to pay by card.';

/** The answers of the campground page's verify form posted without scripts, when the post is refused. */
export const PAGE_FORM_TOO_LARGE = 'The form sent is too large.';
export const PAGE_FORM_UNSUPPORTED = 'The form must be sent as an ordinary web form.';

/**
 * What a campground's public page says of itself to search engines and link previews (its title,
 * description and image card), and the portal's own welcome when the owner wrote none.
 */
export const PUBLIC_PAGE_SHARING = {
  defaultWelcome: (name: string): string =>
    `Become a member of ${name} and enjoy your stays with member benefits. Choose a membership below.`,
  /** The browser tab and search result title; the portal's pages read `<title> · <product>` too. */
  pageTitle: (title: string, productName: string): string => `${title} · ${productName}`,
  logoAlt: (name: string): string => `${name} logo`,
  /** The product's own pages (home, campground picker, privacy, terms) when shared. */
  productDescription: (productName: string): string =>
    `${productName}: campground memberships, bought online and shown at the gate.`,
} as const;
