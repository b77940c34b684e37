import { asCallFailure } from '@camppass/client/light/call-failure';
import { createLightClient } from '@camppass/client/light/light-client';
import { type PostedVerification, VERIFY_FORM_FIELDS } from '@camppass/client/light/posted-verification';
import {
  formatMMDDYYYY,
  isCalendarDate,
  VALIDITY_SUCCESS_MESSAGE,
  validateVerifyForm,
  validityMessage,
  verificationFailureMessage,
} from '@camppass/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicClient } from '../PublicServices';

export type VerifyFormState = PostedVerification['form'];

export type Outcome =
  | {
      readonly kind: 'valid';
      readonly message: string;
      readonly status: string | null;
      readonly dates: string | null;
    }
  | { readonly kind: 'invalid'; readonly message: string };

/** What the verify panel starts with on a page that answers a posted form. */
export interface VerificationState {
  readonly form: VerifyFormState;
  readonly outcome: Outcome;
}

export const EMPTY_VERIFY_FORM: VerifyFormState = {
  membershipCode: '',
  email: '',
  checkInDate: '',
  checkOutDate: '',
};

/** The query cache's key of a posted form's answer on the campground's page. */
export const postedVerificationKey = (slug: string) => ['public', 'posted-verification', slug] as const;

const dateText = (date: string | null): string | null =>
  date && isCalendarDate(date) ? formatMMDDYYYY(date) : null;

/** The form checked, then validate-membership asked (04 §2, §5, §8): what the panel shows. */
export async function verifyMembership(
  api: PublicClient,
  slug: string,
  form: VerifyFormState,
): Promise<Outcome> {
  const checked = validateVerifyForm(form);
  if (!checked.ok) return { kind: 'invalid', message: checked.message };
  const { membershipCode, email, checkInDate, checkOutDate } = checked.value;
  const answer = await api.call('validate-membership', {
    membershipCode,
    email,
    campgroundSlug: slug,
    dateRanges: [[checkInDate, checkOutDate]],
  });
  if (!answer.ok) return { kind: 'invalid', message: verificationFailureMessage(asCallFailure(answer)) };
  const value = answer.value;
  if (!value.valid) return { kind: 'invalid', message: validityMessage(value.code) };
  const start = dateText(value.data.startDate);
  const end = dateText(value.data.endDate);
  return {
    kind: 'valid',
    message: value.message ?? VALIDITY_SUCCESS_MESSAGE,
    status: value.status,
    dates: start && end ? `${start} – ${end}` : null,
  };
}

const isPosted = (value: unknown): value is PostedVerification => {
  if (!value || typeof value !== 'object') return false;
  const { form, answer } = value as Partial<PostedVerification>;
  return (
    typeof form === 'object' &&
    form !== null &&
    VERIFY_FORM_FIELDS.every((field) => typeof form[field] === 'string') &&
    (answer === null || (typeof answer === 'object' && typeof answer?.status === 'number'))
  );
};

/**
 * A form posted without scripts, answered by the server (`POST /campground/{slug}`): its answer read
 * the way the panel reads its own, into the query cache, where the panel starts from it.
 */
export async function primePostedVerification(
  queryClient: QueryClient,
  slug: string,
  posted: unknown,
): Promise<void> {
  if (!isPosted(posted)) return;
  const { answer } = posted;
  const api = createLightClient({
    baseUrl: '',
    fetch: async () =>
      new Response(JSON.stringify(answer?.body ?? null), {
        status: answer?.status ?? 400,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  const outcome = await verifyMembership(api, slug, posted.form);
  queryClient.setQueryData<VerificationState>(postedVerificationKey(slug), { form: posted.form, outcome });
}
