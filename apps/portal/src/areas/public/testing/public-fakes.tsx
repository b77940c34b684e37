import type {
  CallError,
  CallResult,
  FunctionInput,
  FunctionOutput,
  PriceBreakdown,
  PublicCampground,
} from '@camppass/client';
import { type CalendarDate, calendarDate } from '@camppass/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { RuntimeConfigProvider } from '../../../shared/config/RuntimeConfigContext';
import { somePageData } from '../../../shared/testing/campground-data';
import type { CampgroundPageData } from '../campground-view';
import { type PublicClient, PublicServicesProvider } from '../PublicServices';
import { publicPages } from '../pages';

const TODAY: CalendarDate = calendarDate('2026-06-15');

export const okResult = <T,>(value: T): CallResult<T> => ({ ok: true, value });
export const refusedResult = (status: number, code: string, error = 'Refused'): CallError => ({
  ok: false,
  code,
  message: error,
  status,
  failure: { kind: 'response', status, code, error },
});
export const networkResult = (): CallError => ({
  ok: false,
  code: 'NETWORK_ERROR',
  message: 'Connection error.',
  status: null,
  failure: { kind: 'network' },
});

export { aCampground, aPlan } from '../../../shared/testing/campground-data';

/** get-campground's answer with the page data. */
export const campgroundResult = (overrides: Partial<CampgroundPageData> = {}) =>
  okResult({ success: true as const, data: somePageData(overrides) });

/** list-campgrounds' answer. */
export const campgroundListResult = (campgrounds: PublicCampground[]) =>
  okResult({ success: true as const, data: { campgrounds } });

/** The server's breakdown, in dollars as the answer carries it. */
export const aBreakdown = (overrides: Partial<PriceBreakdown> = {}): PriceBreakdown => ({
  subtotal: 60,
  discount: 0,
  discountPercentage: 0,
  subtotalAfterDiscount: 60,
  tax: 0,
  taxRate: 0.085,
  platformFee: 3.5,
  processingFee: 1.62,
  processingFeeRate: 0.029,
  total: 65.12,
  ...overrides,
});

/** create-payment-intent's answer; no client secret when nothing is due. */
export const intentResult = (breakdown: PriceBreakdown = aBreakdown(), paymentIntentId = 'pi_1') => {
  const clientSecret = breakdown.total > 0 ? `${paymentIntentId}_secret_x` : '';
  return okResult({
    success: true as const,
    clientSecret,
    client_secret: clientSecret,
    paymentIntentId,
    amount: Math.round(breakdown.total * 100),
    currency: 'usd',
    breakdown,
    publishableKey: null,
  });
};

/** purchase-membership's answer with a membership of this code. */
export const purchaseResult = (code: string, message = 'Your membership has been created successfully.') =>
  okResult({
    success: true as const,
    message,
    data: {
      membership: {
        id: 'm-1',
        membership_code: code,
        code,
        membership_type_id: 'type-weekend',
        campground_id: 'cg-1',
        start_date: '2026-06-20',
        end_date: '2026-06-22',
        status: 'active',
        payment_status: 'paid',
        price_paid: 65.12,
        is_military_discount: false,
        created_at: '2026-06-15T12:00:00.000Z',
      },
      logicalDelete: { deletedCount: 0 },
      paymentId: 'pi_1',
    },
  });

/** The public functions the page calls. */
export type PublicFunction =
  | 'get-campground'
  | 'list-campgrounds'
  | 'check-email'
  | 'create-payment-intent'
  | 'simulated-card-confirm'
  | 'purchase-membership'
  | 'validate-membership'
  | 'send-membership-email';

export type PublicHandlers = {
  [N in PublicFunction]: (input: FunctionInput<N>) => Promise<CallResult<FunctionOutput<N>>>;
} & Pick<PublicClient, 'upload' | 'publicConfig'>;

/**
 * A client whose every function is a mock answering success with sensible data, under the
 * function's name (`api['check-email']`); `call` dispatches to them.
 */
export function fakeApi(overrides: Partial<PublicHandlers> = {}) {
  const handlers = {
    'get-campground': vi.fn(async () => campgroundResult()),
    'list-campgrounds': vi.fn(async () => campgroundListResult([])),
    'check-email': vi.fn(async () =>
      okResult({ success: true as const, canProceed: true, code: 'PROCEED', message: '' }),
    ),
    upload: vi.fn(
      async (kind: string, _file: Blob, options?: { onProgress?: (sent: number, total: number) => void }) => {
        options?.onProgress?.(1, 2);
        options?.onProgress?.(2, 2);
        return okResult({
          success: true as const,
          data: { uploadId: `uploads/${kind}/abc.png`, kind, contentType: 'image/png', size: 2 },
        });
      },
    ),
    'create-payment-intent': vi.fn(async () => intentResult()),
    'simulated-card-confirm': vi.fn(async () =>
      okResult({ success: true as const, status: 'succeeded', paymentIntentId: 'pi_1' }),
    ),
    'purchase-membership': vi.fn(async () => purchaseResult('PIN-0001AB')),
    'validate-membership': vi.fn(async () =>
      okResult({
        success: true as const,
        valid: true as const,
        status: 'active',
        code: 'VALID' as const,
        message: '',
        data: { startDate: '', endDate: '' },
      }),
    ),
    'send-membership-email': vi.fn(async () => okResult({ success: true as const, message: 'Sent.' })),
    publicConfig: vi.fn(async () => okResult({ stripePublishableKey: null as string | null })),
    ...overrides,
  };
  const call = (name: PublicFunction, input: unknown) =>
    (handlers[name] as (input: unknown) => Promise<unknown>)(input);
  return { ...handlers, call } as typeof handlers & PublicClient;
}

const TEST_RUNTIME = {
  productName: 'CampPass',
  supportEmail: 'help@camppass.test',
  captcha: { kind: 'development' as const },
};

export function PublicTestProviders({ api, children }: { api: PublicClient; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <RuntimeConfigProvider config={TEST_RUNTIME}>
      <QueryClientProvider client={queryClient}>
        <PublicServicesProvider services={{ api, today: () => TODAY, stripePublishableKey: null }}>
          {children}
        </PublicServicesProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}

/** The public routes at a path, with a fake API and a fixed today. */
export function renderPublic(
  path: string,
  api: PublicClient = fakeApi(),
  options: { fakeTimers?: boolean } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/membership', element: publicPages.membership },
      { path: '/campground/:slug', element: publicPages.campground },
      { path: '/campground/:slug/preview', element: publicPages.preview },
      { path: '/campground/:slug/purchase', element: publicPages.campground },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <PublicTestProviders api={api}>
      <RouterProvider router={router} />
    </PublicTestProviders>,
  );
  return { ...view, user, router, api };
}

/** jsdom has no canvas: a 2D context that records nothing and a fixed PNG. */
export function stubCanvas() {
  const context = new Proxy(
    {},
    { get: (_target, property) => (property === 'canvas' ? undefined : () => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
}
