import { type CalendarDate, calendarDate } from '@camppass/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { RuntimeConfigProvider } from '../../../shared/config/RuntimeConfigContext';
import type {
  ApiResult,
  CampgroundPageData,
  PublicApi,
  PublicCampground,
  PublicMembershipType,
  ServerBreakdown,
} from '../api/types';
import { PublicServicesProvider } from '../PublicServices';
import { publicPages } from '../pages';

export const TODAY: CalendarDate = calendarDate('2026-06-15');

export const okResult = <T,>(value: T): ApiResult<T> => ({ ok: true, value });
export const refusedResult = (status: number, code: string, error = 'Refused'): ApiResult<never> => ({
  ok: false,
  failure: { kind: 'response', status, code, error },
});
export const networkResult = (): ApiResult<never> => ({ ok: false, failure: { kind: 'network' } });

export const aCampground = (overrides: Partial<PublicCampground> = {}): PublicCampground => ({
  id: 'cg-1',
  name: 'Pine Valley RV Resort',
  slug: 'pine-valley',
  description: 'Shaded RV sites under tall pines.',
  address: '1200 Pine Valley Road',
  city: 'Huntsville',
  state: 'Texas',
  zip_code: '77340',
  phone: '+1 936 555 0142',
  email: 'office@pinevalley.test',
  military_discount_enabled: true,
  military_discount_percentage: 15,
  booking_url: null,
  ...overrides,
});

export const aPlan = (overrides: Partial<PublicMembershipType> = {}): PublicMembershipType => ({
  id: 'type-weekend',
  name: 'weekend',
  display_name: 'Weekend',
  description: 'Three days of fun',
  price: 60,
  duration_days: 3,
  benefits: ['Three days of access', 'Pool and showers'],
  is_featured: false,
  is_active: true,
  military_discount_eligible: false,
  ...overrides,
});

export const somePageData = (overrides: Partial<CampgroundPageData> = {}): CampgroundPageData => ({
  campground: aCampground(),
  membershipTypes: [aPlan()],
  descriptions: {},
  settings: {},
  ...overrides,
});

export const aBreakdown = (overrides: Partial<ServerBreakdown> = {}): ServerBreakdown => ({
  subtotal: 6000,
  discount: 0,
  discountPercentage: 0,
  subtotalAfterDiscount: 6000,
  tax: 0,
  taxRate: 0.085,
  platformFee: 350,
  processingFee: 162,
  total: 6512,
  ...overrides,
});

/** A PublicApi whose every function is a mock answering success with sensible data. */
export function fakeApi(overrides: Partial<{ [K in keyof PublicApi]: PublicApi[K] }> = {}) {
  const api = {
    getCampground: vi.fn(async () => okResult(somePageData())),
    listCampgrounds: vi.fn(async () => okResult([])),
    checkEmail: vi.fn(async () => okResult({ canProceed: true, code: 'PROCEED', message: '' })),
    upload: vi.fn(async (kind: string, _file: Blob, onProgress?: (f: number) => void) => {
      onProgress?.(0.5);
      onProgress?.(1);
      return okResult({ uploadId: `uploads/${kind}/abc.png` });
    }),
    createPaymentIntent: vi.fn(async () =>
      okResult({ clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', breakdown: aBreakdown() }),
    ),
    confirmSimulatedCard: vi.fn(async () => okResult({ paymentIntentId: 'pi_1' })),
    purchaseMembership: vi.fn(async () =>
      okResult({
        membershipCode: 'PIN-0001AB',
        message: 'Your membership has been created successfully.',
        deletedCount: 0,
      }),
    ),
    validateMembership: vi.fn(async () =>
      okResult({
        valid: true,
        status: 'active',
        code: 'VALID',
        message: null,
        startDate: null,
        endDate: null,
      }),
    ),
    sendMembershipEmail: vi.fn(async () => okResult(true as const)),
    stripePublishableKey: vi.fn(async () => okResult<string | null>(null)),
    ...overrides,
  };
  return api as typeof api & PublicApi;
}

export const TEST_RUNTIME = {
  productName: 'CampPass',
  supportEmail: 'help@camppass.test',
  captcha: { kind: 'development' as const },
};

export function PublicTestProviders({ api, children }: { api: PublicApi; children: ReactNode }) {
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
  api: PublicApi = fakeApi(),
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
