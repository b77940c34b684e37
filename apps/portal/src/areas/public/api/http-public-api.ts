import {
  type CheckEmailRequest,
  type CreatePaymentIntentRequest,
  checkEmailResponseSchema,
  createPaymentIntentResponseSchema,
  functionPath,
  getCampgroundResponseSchema,
  listCampgroundsResponseSchema,
  type PriceBreakdown,
  type PurchaseMembershipRequest,
  purchaseMembershipResponseSchema,
  type SendMembershipEmailRequest,
  type SimulatedCardConfirmRequest,
  sendMembershipEmailResponseSchema,
  simulatedCardConfirmResponseSchema,
  uploadDocumentResponseSchema,
  type ValidateMembershipRequest,
  validateMembershipResponseSchema,
} from '@camppass/client';
import { dollarsToCents } from '@camppass/domain';
import type { ApiFailure, ApiResult, PublicApi, ServerBreakdown } from './types';

type Json = Record<string, unknown>;

/** What the page needs of a contract schema: a parse that reports instead of throwing. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A success answer that does not have the contract's shape: the page cannot trust any of it. */
export const UNEXPECTED_ANSWER = 'UNEXPECTED_ANSWER';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const failureOf = (status: number, body: unknown): ApiFailure => ({
  kind: 'response',
  status,
  code: isObject(body) ? text(body.code) : null,
  error: isObject(body)
    ? (text(body.error) ?? (isObject(body.error) ? text(body.error.message) : null))
    : null,
});

/** The server's answer read with the contract's schema: refusals keep their status, code and words. */
const answerOf = <T>(status: number, body: unknown, schema: AnswerSchema<T>): ApiResult<T> => {
  if (status < 200 || status >= 300 || !isObject(body) || body.success === false) {
    return { ok: false, failure: failureOf(status, body) };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, failure: { kind: 'response', status, code: UNEXPECTED_ANSWER, error: null } };
};

/** The breakdown arrives in dollars, like the plan price (04 §3); the page keeps cents. */
const breakdownInCents = (b: PriceBreakdown): ServerBreakdown => ({
  subtotal: dollarsToCents(b.subtotal),
  discount: dollarsToCents(b.discount),
  discountPercentage: b.discountPercentage,
  subtotalAfterDiscount: dollarsToCents(b.subtotalAfterDiscount),
  tax: dollarsToCents(b.tax),
  taxRate: b.taxRate,
  platformFee: dollarsToCents(b.platformFee),
  processingFee: dollarsToCents(b.processingFee),
  total: dollarsToCents(b.total),
});

const anyAnswer: AnswerSchema<Json> = {
  safeParse: (value) => (isObject(value) ? { success: true, data: value } : { success: false }),
};

/**
 * The public functions over HTTP (04 §7). Public calls carry no token. Answers are read with the
 * contract's schemas; failures come back as values (network, or the server's status, code and
 * words) for the domain's message tables.
 */
export function createHttpPublicApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}): PublicApi {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  const request = async <T>(
    path: string,
    init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown },
    schema: AnswerSchema<T>,
  ): Promise<ApiResult<T>> => {
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    let response: Response;
    try {
      response = await doFetch(`${base}${path}${query}`, {
        method: init.method,
        headers: {
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      return { ok: false, failure: { kind: 'network' } };
    }
    const body: unknown = await response.json().catch(() => null);
    return answerOf(response.status, body, schema);
  };

  const map = async <T, U>(answer: Promise<ApiResult<T>>, read: (value: T) => U): Promise<ApiResult<U>> => {
    const result = await answer;
    return result.ok ? { ok: true, value: read(result.value) } : result;
  };

  return {
    getCampground: (by) =>
      map(
        request(
          functionPath('get-campground'),
          { method: 'GET', query: 'slug' in by ? { slug: by.slug } : { id: by.id } },
          getCampgroundResponseSchema,
        ),
        (answer) => answer.data,
      ),
    listCampgrounds: () =>
      map(
        request(functionPath('list-campgrounds'), { method: 'GET' }, listCampgroundsResponseSchema),
        (answer) => answer.data.campgrounds,
      ),
    checkEmail: (input) => {
      const body: CheckEmailRequest = input;
      return map(
        request(functionPath('check-email'), { method: 'POST', body }, checkEmailResponseSchema),
        ({ success: _, ...answer }) => answer,
      );
    },
    upload: (kind, file, onProgress) =>
      new Promise((resolve) => {
        // XMLHttpRequest, not fetch: only it reports upload progress.
        const xhr = new XMLHttpRequest();
        // The bare file as the body: the server decides its type by its bytes.
        xhr.open(
          'POST',
          `${base}${functionPath('upload-document')}?${new URLSearchParams({ kind }).toString()}`,
        );
        xhr.setRequestHeader('Accept', 'application/json');
        if (file.type) xhr.setRequestHeader('Content-Type', file.type);
        xhr.responseType = 'text';
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
        };
        xhr.onerror = () => resolve({ ok: false, failure: { kind: 'network' } });
        xhr.onload = () => {
          let body: unknown = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = null;
          }
          const answer = answerOf(xhr.status, body, uploadDocumentResponseSchema);
          if (!answer.ok) {
            resolve(answer);
            return;
          }
          onProgress?.(1);
          resolve({ ok: true, value: { uploadId: answer.value.data.uploadId } });
        };
        xhr.send(file);
      }),
    createPaymentIntent: (input) => {
      const body: CreatePaymentIntentRequest = {
        amount: input.amount,
        currency: 'usd',
        metadata: {
          campgroundId: input.campgroundId,
          membershipTypeId: input.membershipTypeId,
          memberEmail: input.purchase.email,
          memberName: `${input.purchase.firstName} ${input.purchase.lastName}`,
        },
        customerName: input.customerName,
        membershipName: input.membershipName,
        purchase: input.purchase,
        createPaymentIntent: true,
        apiVersion: 'v1',
      };
      return map(
        request(
          functionPath('create-payment-intent'),
          { method: 'POST', body },
          createPaymentIntentResponseSchema,
        ),
        (answer) => ({
          clientSecret: answer.clientSecret,
          paymentIntentId: answer.paymentIntentId,
          breakdown: breakdownInCents(answer.breakdown),
          publishableKey: answer.publishableKey,
        }),
      );
    },
    confirmSimulatedCard: (input) => {
      const body: SimulatedCardConfirmRequest = {
        clientSecret: input.clientSecret,
        card: { number: input.number, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc },
      };
      return map(
        request(
          functionPath('simulated-card-confirm'),
          { method: 'POST', body },
          simulatedCardConfirmResponseSchema,
        ),
        (answer) => ({ paymentIntentId: answer.paymentIntentId }),
      );
    },
    purchaseMembership: (input) => {
      const body: PurchaseMembershipRequest = input;
      return map(
        request(
          functionPath('purchase-membership'),
          { method: 'POST', body },
          purchaseMembershipResponseSchema,
        ),
        (answer) => ({
          membershipCode: answer.data.membership.membership_code,
          message: answer.message,
          deletedCount: answer.data.logicalDelete.deletedCount,
        }),
      );
    },
    validateMembership: (input) => {
      const body: ValidateMembershipRequest = input;
      return map(
        request(
          functionPath('validate-membership'),
          { method: 'POST', body },
          validateMembershipResponseSchema,
        ),
        (answer) =>
          answer.valid
            ? {
                valid: true,
                status: answer.status,
                code: answer.code,
                message: answer.message,
                startDate: answer.data.startDate,
                endDate: answer.data.endDate,
              }
            : {
                valid: false,
                status: null,
                code: answer.code,
                message: answer.message,
                startDate: null,
                endDate: null,
              },
      );
    },
    // public-config is the server's start-up settings, outside the functions contract.
    stripePublishableKey: () =>
      map(request('/functions/v1/public-config', { method: 'GET' }, anyAnswer), (answer) =>
        text(isObject(answer.data) ? answer.data.stripePublishableKey : null),
      ),
    sendMembershipEmail: (input) => {
      const body: SendMembershipEmailRequest = input;
      return map(
        request(
          functionPath('send-membership-email'),
          { method: 'POST', body },
          sendMembershipEmailResponseSchema,
        ),
        () => true as const,
      );
    },
  };
}
