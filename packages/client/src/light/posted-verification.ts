/**
 * The key, among the answers a campground's page embeds, of the verify form's answer when the form
 * was posted without scripts (`POST /campground/{slug}`): the fields as sent and validate-membership's
 * answer, null when the fields were refused before asking it. A light module: the public page reads
 * it before zod arrives.
 */
export const POSTED_VERIFICATION_KEY = '#posted-verification';

/** The verify form's fields, as the page posts them (named as validate-membership names them). */
export const VERIFY_FORM_FIELDS = ['membershipCode', 'email', 'checkInDate', 'checkOutDate'] as const;

export interface PostedVerification {
  readonly form: Readonly<Record<(typeof VERIFY_FORM_FIELDS)[number], string>>;
  readonly answer: { readonly status: number; readonly body: unknown } | null;
}
