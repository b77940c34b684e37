import { dollarsToCents } from '@camppass/domain';
import type {
  ApiFailure,
  ApiResult,
  CampgroundListItem,
  CampgroundPageData,
  PublicApi,
  ServerBreakdown,
} from './types';

type Json = Record<string, unknown>;

const FUNCTIONS = '/functions/v1';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The answer's `data` when it has one, else the answer itself. */
const dataOf = (body: Json): Json => (isObject(body.data) ? body.data : body);

const failureOf = (status: number, body: unknown): ApiFailure => ({
  kind: 'response',
  status,
  code: isObject(body) ? text(body.code) : null,
  error: isObject(body)
    ? (text(body.error) ?? (isObject(body.error) ? text(body.error.message) : null))
    : null,
});

const refused = (status: number, body: unknown): { ok: false; failure: ApiFailure } => ({
  ok: false,
  failure: failureOf(status, body),
});

/** The breakdown arrives in dollars, like the plan price (04 §3); the page keeps cents. */
const breakdownOf = (value: unknown): ServerBreakdown => {
  const b = isObject(value) ? value : {};
  const cents = (field: string) => dollarsToCents(num(b[field]));
  return {
    subtotal: cents('subtotal'),
    discount: cents('discount'),
    discountPercentage: num(b.discountPercentage),
    subtotalAfterDiscount: cents('subtotalAfterDiscount'),
    tax: cents('tax'),
    taxRate: num(b.taxRate),
    platformFee: cents('platformFee'),
    processingFee: cents('processingFee'),
    total: cents('total'),
  };
};

/**
 * The public functions over HTTP (04 §7). Public calls carry no token. Failures come back as values
 * (network, or the server's status, code and words) for the domain's message tables.
 */
export function createHttpPublicApi(options: { baseUrl?: string; fetch?: typeof fetch } = {}): PublicApi {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  const request = async (
    name: string,
    init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown },
  ): Promise<ApiResult<Json>> => {
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    let response: Response;
    try {
      response = await doFetch(`${base}${FUNCTIONS}/${name}${query}`, {
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
    if (!response.ok || !isObject(body) || body.success === false) return refused(response.status, body);
    return { ok: true, value: body };
  };

  const map = async <T>(answer: Promise<ApiResult<Json>>, read: (body: Json) => T): Promise<ApiResult<T>> => {
    const result = await answer;
    return result.ok ? { ok: true, value: read(result.value) } : result;
  };

  return {
    getCampground: (by) =>
      map(
        request('get-campground', { method: 'GET', query: 'slug' in by ? { slug: by.slug } : { id: by.id } }),
        (body) => {
          const data = dataOf(body);
          return {
            campground: data.campground,
            membershipTypes: Array.isArray(data.membershipTypes) ? data.membershipTypes : [],
            descriptions: isObject(data.descriptions) ? data.descriptions : {},
            settings: isObject(data.settings) ? data.settings : {},
          } as CampgroundPageData;
        },
      ),
    listCampgrounds: () =>
      map(request('list-campgrounds', { method: 'GET' }), (body) => {
        const data = dataOf(body);
        const list = Array.isArray(data.campgrounds) ? data.campgrounds : Array.isArray(data) ? data : [];
        return list as CampgroundListItem[];
      }),
    checkEmail: (input) =>
      map(request('check-email', { method: 'POST', body: input }), (body) => {
        const data = dataOf(body);
        return {
          canProceed: data.canProceed === true || body.canProceed === true,
          code: text(data.code) ?? text(body.code) ?? '',
          message: text(data.message) ?? text(body.message) ?? '',
          loginUrl: text(data.loginUrl) ?? text(body.loginUrl),
        };
      }),
    upload: (kind, file, onProgress) =>
      new Promise((resolve) => {
        // XMLHttpRequest, not fetch: only it reports upload progress.
        const xhr = new XMLHttpRequest();
        // The bare file as the body: the server decides its type by its bytes.
        xhr.open('POST', `${base}${FUNCTIONS}/upload-document?${new URLSearchParams({ kind }).toString()}`);
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
          if (xhr.status < 200 || xhr.status >= 300 || !isObject(body) || body.success === false) {
            resolve(refused(xhr.status, body));
            return;
          }
          const data = dataOf(body);
          const uploadId = text(data.uploadId) ?? '';
          onProgress?.(1);
          resolve({ ok: true, value: { uploadId } });
        };
        xhr.send(file);
      }),
    createPaymentIntent: (input) =>
      map(
        request('create-payment-intent', {
          method: 'POST',
          body: {
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
          },
        }),
        (body) => {
          const data = dataOf(body);
          return {
            clientSecret: text(data.clientSecret) ?? text(data.client_secret) ?? '',
            paymentIntentId: text(data.paymentIntentId) ?? text(data.id) ?? '',
            breakdown: breakdownOf(data.breakdown),
            publishableKey: text(data.publishableKey),
          };
        },
      ),
    confirmSimulatedCard: (input) =>
      map(
        request('simulated-card-confirm', {
          method: 'POST',
          body: {
            clientSecret: input.clientSecret,
            card: { number: input.number, expMonth: input.expMonth, expYear: input.expYear, cvc: input.cvc },
          },
        }),
        (body) => {
          const data = dataOf(body);
          return { paymentIntentId: text(data.paymentIntentId) ?? text(data.id) ?? '' };
        },
      ),
    purchaseMembership: (input) =>
      map(request('purchase-membership', { method: 'POST', body: input }), (body) => {
        const data = dataOf(body);
        const membership = isObject(data.membership) ? data.membership : {};
        const logicalDelete = isObject(data.logicalDelete) ? data.logicalDelete : {};
        return {
          membershipCode: text(membership.code) ?? text(membership.membership_code),
          message: text(body.message) ?? text(data.message),
          deletedCount: num(logicalDelete.deletedCount),
        };
      }),
    validateMembership: (input) =>
      map(request('validate-membership', { method: 'POST', body: input }), (body) => {
        const dates = dataOf(body);
        return {
          valid: body.valid === true,
          status: text(body.status),
          code: text(body.code),
          message: text(body.message),
          startDate: text(dates.startDate) ?? text(dates.start_date),
          endDate: text(dates.endDate) ?? text(dates.end_date),
        };
      }),
    stripePublishableKey: () =>
      map(request('public-config', { method: 'GET' }), (body) => text(dataOf(body).stripePublishableKey)),
    sendMembershipEmail: (input) =>
      map(request('send-membership-email', { method: 'POST', body: input }), () => true as const),
  };
}
