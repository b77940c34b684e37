// The verify form of a campground's page posted without scripts (`POST /campground/{slug}`, an
// ordinary urlencoded form): the server asks validate-membership as the page's script would (same
// address, so the same anonymous limit) and answers with the page, rendered with the verification's
// answer (page-render.ts). It changes nothing, so a forged post gains nothing: no CSRF token is asked.
import {
  POSTED_VERIFICATION_KEY,
  type PostedVerification,
  VERIFY_FORM_FIELDS,
} from '@camppass/client/light/posted-verification';
import { PAGE_FORM_TOO_LARGE, PAGE_FORM_UNSUPPORTED, validateVerifyForm } from '@camppass/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/context';

/** The form holds four short fields: 16 KB is far more than any real one. */
export const MAX_PAGE_FORM_BYTES = 16 * 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What the page answering a posted form adds to its answers, and the status it answers with. */
export interface PostedAnswer {
  readonly answers: Readonly<Record<string, unknown>>;
  readonly status: 200 | 400 | 429 | 500 | 503;
  readonly retryAfter?: string;
}

/** validate-membership asked for the page's visitor (create-app.ts: the app's own fetch). */
export type AskValidateMembership = (c: Context<AppEnv>, body: unknown) => Promise<Response>;

/** Refuses bodies over {@link MAX_PAGE_FORM_BYTES} with 413, before they are read. */
export const pageFormLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_PAGE_FORM_BYTES,
  onError: (c) => c.text(PAGE_FORM_TOO_LARGE, 413),
});

/** The page's status for validate-membership's: its own for an answer, a limit or a busy server. */
const pageStatus = (status: number): PostedAnswer['status'] => {
  if (status === 200 || status === 429 || status === 503) return status;
  return status >= 500 ? 500 : 400;
};

/**
 * The posted form read and verified: a refused request (not a form) as its response, else the
 * answer the page embeds and renders.
 */
export const postedVerification =
  (ask: AskValidateMembership) =>
  async (c: Context<AppEnv>, slug: string): Promise<Response | PostedAnswer> => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== FORM_TYPE) return c.text(PAGE_FORM_UNSUPPORTED, 415);
    const fields = new URLSearchParams(await c.req.text());
    const form = Object.fromEntries(
      VERIFY_FORM_FIELDS.map((field) => [field, (fields.get(field) ?? '').slice(0, 320)]),
    ) as PostedVerification['form'];
    const checked = validateVerifyForm(form);
    if (!checked.ok) {
      const posted: PostedVerification = { form, answer: null };
      return { answers: { [POSTED_VERIFICATION_KEY]: posted }, status: 400 };
    }
    const { membershipCode, email, checkInDate, checkOutDate } = checked.value;
    const response = await ask(c, {
      membershipCode,
      email,
      campgroundSlug: slug,
      dateRanges: [[checkInDate, checkOutDate]],
    });
    const body: unknown = await response.json().catch(() => null);
    const posted: PostedVerification = { form, answer: { status: response.status, body } };
    const retryAfter = response.headers.get('retry-after');
    return {
      answers: { [POSTED_VERIFICATION_KEY]: posted },
      status: pageStatus(response.status),
      ...(retryAfter ? { retryAfter } : {}),
    };
  };
