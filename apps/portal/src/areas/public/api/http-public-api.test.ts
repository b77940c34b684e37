import { describe, expect, it, vi } from 'vitest';
import { createHttpPublicApi, UNEXPECTED_ANSWER } from './http-public-api';
import type { PurchaseFormBody } from './types';

type Answer = [number, unknown] | 'network';

function server(answers: Record<string, Answer>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const name = url.split('?')[0]?.split('/').pop() ?? '';
    const answer = answers[name] ?? [404, { success: false, error: 'Not found', code: 'NOT_FOUND' }];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
  return { api: createHttpPublicApi({ fetch: fetch as typeof globalThis.fetch }), calls };
}

// Answers in the contract's shapes (packages/client), as the server sends them.
const aCampground = (id: string, name: string, slug: string) => ({
  id,
  name,
  slug,
  description: null,
  address: '1 Pine Road',
  city: null,
  state: null,
  zip_code: null,
  phone: null,
  email: null,
  website: null,
  status: 'active',
  operating_season_start: null,
  operating_season_end: null,
  adult_only: false,
  military_discount_enabled: false,
  military_discount_percentage: 15,
  branding_logo_url: null,
  branding_primary_color: '#3B82F6',
  branding_secondary_color: '#64748B',
  text_color: '#FFFFFF',
  booking_url: null,
  camppass_booking_url: null,
  product_booking_url: null,
  membership_type_description: null,
  get_in_touch_description: null,
  custom_membership_type_description: false,
  custom_get_in_touch_description: false,
  public_page_title: null,
  public_page_description: null,
  time_zone: 'America/Chicago',
});

const aPlan = {
  id: 't1',
  campground_id: 'c1',
  name: 'weekend',
  display_name: 'Weekend',
  description: null,
  price: 60,
  duration_days: 3,
  duration_months: 0,
  is_day_pass: false,
  features: [],
  benefits: [],
  is_featured: false,
  is_active: true,
  sort_order: 0,
  military_discount_eligible: false,
};

const pageData = {
  campground: aCampground('c1', 'Pine', 'pine'),
  membershipTypes: [aPlan],
  descriptions: {
    membershipTypes: null,
    information: null,
    hasCustomMembershipTypes: false,
    hasCustomInformation: false,
  },
  settings: {
    text_color: '#FFFFFF',
    membership_type_desc: null,
    information_desc: null,
    allow_member_renewals: true,
    allow_member_extensions: true,
  },
};

const purchase: PurchaseFormBody = {
  title: null,
  firstName: 'Ana',
  lastName: 'Lopez',
  numid: 'D123',
  email: 'ana@example.com',
  phone: '555',
  dateOfBirth: '1990-01-01',
  startDate: '2026-06-20',
  endDate: '2026-06-22',
  streetAddress: '1 Main',
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '78701',
  country: 'US',
  specialRequests: null,
  isMilitary: false,
  idPhotoUrl: 'uploads/selfie/a.jpg',
  militaryDocumentUrl: null,
  signatureDataUrl: 'uploads/signature/b.png',
  agreeToTerms: true,
  agreeToDataUsage: true,
  ageConfirmed: true,
};

const intentInput = {
  campgroundId: 'c1',
  membershipTypeId: 't1',
  customerName: 'Ana Lopez',
  membershipName: 'Weekend',
  amount: 6512,
  purchase,
};

const purchaseInput = {
  ...purchase,
  paymentIntentId: 'pi_1',
  campgroundId: 'c1',
  campgroundSlug: 'pine',
  membershipTypeId: 't1',
  paymentMethod: 'stripe',
} as const;

describe('the public functions over HTTP', () => {
  it('reads get-campground by slug and the active campground list', async () => {
    const { api, calls } = server({
      'get-campground': [
        200,
        {
          success: true,
          data: pageData,
        },
      ],
      'list-campgrounds': [
        200,
        { success: true, data: { campgrounds: [aCampground('c1', 'Pine', 'pine')] } },
      ],
    });
    const page = await api.getCampground({ slug: 'pine' });
    expect(calls[0]?.url).toBe('/functions/v1/get-campground?slug=pine');
    expect(page.ok && page.value.campground.name).toBe('Pine');
    const list = await api.listCampgrounds();
    expect(calls[1]?.url).toBe('/functions/v1/list-campgrounds');
    expect(list.ok && list.value.map((c) => c.slug)).toEqual(['pine']);
  });

  it('sends create-payment-intent with the amount in cents and the form, and reads the breakdown in cents', async () => {
    const { api, calls } = server({
      'create-payment-intent': [
        200,
        {
          success: true,
          clientSecret: 'pi_1_secret_2',
          client_secret: 'pi_1_secret_2',
          paymentIntentId: 'pi_1',
          amount: 6512,
          currency: 'usd',
          publishableKey: null,
          breakdown: {
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
          },
        },
      ],
    });
    const answer = await api.createPaymentIntent(intentInput);
    expect(calls[0]?.body).toMatchObject({
      amount: 6512,
      currency: 'usd',
      metadata: {
        campgroundId: 'c1',
        membershipTypeId: 't1',
        memberEmail: 'ana@example.com',
        memberName: 'Ana Lopez',
      },
      purchase,
      createPaymentIntent: true,
      apiVersion: 'v1',
    });
    expect(answer.ok && answer.value).toMatchObject({
      clientSecret: 'pi_1_secret_2',
      paymentIntentId: 'pi_1',
      breakdown: { subtotal: 6000, platformFee: 350, processingFee: 162, total: 6512 },
    });
  });

  it('reads the purchase answer and the validity answer', async () => {
    const { api } = server({
      'purchase-membership': [
        200,
        {
          success: true,
          message: 'Created.',
          data: {
            membership: {
              id: 'm1',
              membership_code: 'PIN-1',
              code: 'PIN-1',
              membership_type_id: 't1',
              campground_id: 'c1',
              start_date: '2026-06-20',
              end_date: '2026-06-22',
              status: 'active',
              payment_status: 'paid',
              price_paid: 65.12,
              is_military_discount: false,
              created_at: '2026-06-01T12:00:00.000Z',
            },
            logicalDelete: { deletedCount: 2 },
            paymentId: 'pi_1',
          },
        },
      ],
      'validate-membership': [
        200,
        {
          success: true,
          valid: true,
          status: 'active',
          code: 'VALID',
          message: 'ok',
          data: { startDate: '2026-06-20', endDate: '2026-06-22' },
        },
      ],
    });
    const bought = await api.purchaseMembership(purchaseInput);
    expect(bought.ok && bought.value).toEqual({
      membershipCode: 'PIN-1',
      message: 'Created.',
      deletedCount: 2,
    });
    const valid = await api.validateMembership({
      membershipCode: 'PIN-1',
      email: 'a@b.co',
      campgroundSlug: 'pine',
      dateRanges: [['2026-06-20', '2026-06-21']],
    });
    expect(valid.ok && valid.value).toEqual({
      valid: true,
      status: 'active',
      code: 'VALID',
      message: 'ok',
      startDate: '2026-06-20',
      endDate: '2026-06-22',
    });
  });

  it('reads check-email and a refused validity, and refuses answers outside the contract', async () => {
    const { api, calls } = server({
      'check-email': [
        200,
        {
          success: true,
          canProceed: false,
          code: 'ACTIVE_MEMBERSHIP_EXISTS',
          message: 'You already have an active membership.',
          loginUrl: '/member/login',
        },
      ],
      'validate-membership': [
        200,
        { success: true, valid: false, code: 'EMAIL_MISMATCH', message: 'No match', error: 'No match' },
      ],
      'purchase-membership': [200, { success: true, data: { membership: { membership_code: 'PIN-1' } } }],
      'create-payment-intent': [200, { success: true, clientSecret: 'pi_1_secret_2' }],
    });
    const target = { email: 'ana@example.com', membershipTypeId: 't1', campgroundId: 'c1' };
    expect(await api.checkEmail(target)).toEqual({
      ok: true,
      value: {
        canProceed: false,
        code: 'ACTIVE_MEMBERSHIP_EXISTS',
        message: 'You already have an active membership.',
        loginUrl: '/member/login',
      },
    });
    expect(calls[0]?.body).toEqual(target);
    const refused = await api.validateMembership({
      membershipCode: 'PIN-1',
      email: 'a@b.co',
      campgroundSlug: 'pine',
      dateRanges: [['2026-06-20', '2026-06-21']],
    });
    expect(refused.ok && refused.value).toEqual({
      valid: false,
      status: null,
      code: 'EMAIL_MISMATCH',
      message: 'No match',
      startDate: null,
      endDate: null,
    });
    const unexpected = {
      ok: false,
      failure: { kind: 'response', status: 200, code: UNEXPECTED_ANSWER, error: null },
    };
    expect(await api.purchaseMembership(purchaseInput)).toEqual(unexpected);
    expect(await api.createPaymentIntent(intentInput)).toEqual(unexpected);
  });

  it('gives refusals their status, code and words, and network failures their own kind', async () => {
    const { api } = server({
      'simulated-card-confirm': [
        402,
        { success: false, code: 'CARD_DECLINED', error: 'Your card was declined.' },
      ],
      'send-membership-email': 'network',
    });
    expect(
      await api.confirmSimulatedCard({
        clientSecret: 's',
        number: '4000000000000002',
        expMonth: 1,
        expYear: 2030,
        cvc: '1',
      }),
    ).toEqual({
      ok: false,
      failure: { kind: 'response', status: 402, code: 'CARD_DECLINED', error: 'Your card was declined.' },
    });
    expect(await api.sendMembershipEmail({ email: 'a@b.co', campgroundSlug: 'pine' })).toEqual({
      ok: false,
      failure: { kind: 'network' },
    });
  });

  it('uploads the bare file with its type to upload-document and reports progress', async () => {
    const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      status = 0;
      responseText = '';
      responseType = '';
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        sent.push({ url: this.url, body, headers: this.headers });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = 200;
        this.responseText = JSON.stringify({
          success: true,
          data: { uploadId: 'uploads/selfie/x.jpg', kind: 'selfie', contentType: 'image/jpeg', size: 3 },
        });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const file = new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });
    const answer = await createHttpPublicApi().upload('selfie', file, (fraction) => progress.push(fraction));
    vi.unstubAllGlobals();
    expect(answer).toEqual({ ok: true, value: { uploadId: 'uploads/selfie/x.jpg' } });
    expect(sent[0]).toMatchObject({ url: '/functions/v1/upload-document?kind=selfie', body: file });
    expect(sent[0]?.headers['Content-Type']).toBe('image/jpeg');
    expect(progress).toEqual([0.5, 1]);
  });

  it('reads the Stripe publishable key from public-config, null for the simulated gateway', async () => {
    const stripe = server({
      'public-config': [200, { success: true, data: { stripePublishableKey: 'pk_test_1' } }],
    });
    expect(await stripe.api.stripePublishableKey()).toEqual({ ok: true, value: 'pk_test_1' });
    expect(stripe.calls[0]?.url).toBe('/functions/v1/public-config');
    const simulated = server({
      'public-config': [200, { success: true, data: { stripePublishableKey: null } }],
    });
    expect(await simulated.api.stripePublishableKey()).toEqual({ ok: true, value: null });
  });
});
