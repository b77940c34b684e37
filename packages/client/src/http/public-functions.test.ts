import { describe, expect, it, vi } from 'vitest';
import type { PurchaseFormRequest } from '../contract/public';
import { aCampground, pageData } from '../testing/public-answers';
import { asCallFailure, createCampPassClient, type UploadRequest } from './camppass-client';

type Answer = [number, unknown] | 'network';

/** A server answering by function name; records each request. */
function server(answers: Record<string, Answer>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const name = url.split('?')[0]?.split('/').pop() ?? '';
    const answer = answers[name] ?? [404, { success: false, error: 'Not found', code: 'NOT_FOUND' }];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
  return { client: createCampPassClient({ baseUrl: '', fetch: fetch as typeof globalThis.fetch }), calls };
}

const purchase: PurchaseFormRequest = {
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

const intentBody = {
  amount: 6512,
  currency: 'usd',
  metadata: {
    campgroundId: 'c1',
    membershipTypeId: 't1',
    memberEmail: 'ana@example.com',
    memberName: 'Ana Lopez',
  },
  customerName: 'Ana Lopez',
  membershipName: 'Weekend',
  purchase,
  createPaymentIntent: true,
  apiVersion: 'v1',
};

const aMembership = {
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
};

describe('the public functions through the typed client', () => {
  it('reads get-campground by slug and the active campground list, without a token', async () => {
    const { client, calls } = server({
      'get-campground': [200, { success: true, data: pageData }],
      'list-campgrounds': [
        200,
        { success: true, data: { campgrounds: [aCampground('c1', 'Pine', 'pine')] } },
      ],
    });
    const page = await client.call('get-campground', { slug: 'pine' });
    expect(calls[0]?.url).toBe('/functions/v1/get-campground?slug=pine');
    expect(page.ok && page.value.data.campground.name).toBe('Pine');
    const list = await client.call('list-campgrounds');
    expect(calls[1]?.url).toBe('/functions/v1/list-campgrounds');
    expect(list.ok && list.value.data.campgrounds.map((c) => c.slug)).toEqual(['pine']);
  });

  it('sends create-payment-intent with the amount in cents and the form, and reads the breakdown', async () => {
    const breakdown = {
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
    };
    const { client, calls } = server({
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
          breakdown,
        },
      ],
    });
    const answer = await client.call('create-payment-intent', intentBody);
    expect(calls[0]?.body).toMatchObject(intentBody);
    expect(answer.ok && answer.value).toMatchObject({
      clientSecret: 'pi_1_secret_2',
      paymentIntentId: 'pi_1',
      breakdown,
    });
  });

  it('reads the purchase answer and the validity answer', async () => {
    const { client } = server({
      'purchase-membership': [
        200,
        {
          success: true,
          message: 'Created.',
          data: { membership: aMembership, logicalDelete: { deletedCount: 2 }, paymentId: 'pi_1' },
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
    const bought = await client.call('purchase-membership', { paymentIntentId: 'pi_1' });
    expect(bought.ok && bought.value).toMatchObject({
      message: 'Created.',
      data: { membership: { membership_code: 'PIN-1' }, logicalDelete: { deletedCount: 2 } },
    });
    const valid = await client.call('validate-membership', {
      membershipCode: 'PIN-1',
      email: 'a@b.co',
      campgroundSlug: 'pine',
      dateRanges: [['2026-06-20', '2026-06-21']],
    });
    expect(valid.ok && valid.value).toMatchObject({
      valid: true,
      status: 'active',
      code: 'VALID',
      data: { startDate: '2026-06-20', endDate: '2026-06-22' },
    });
  });

  it('reads check-email and a refused validity, and refuses answers outside the contract', async () => {
    const { client, calls } = server({
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
    expect(await client.call('check-email', target)).toEqual({
      ok: true,
      value: {
        success: true,
        canProceed: false,
        code: 'ACTIVE_MEMBERSHIP_EXISTS',
        message: 'You already have an active membership.',
        loginUrl: '/member/login',
      },
    });
    expect(calls[0]?.body).toEqual(target);
    const refused = await client.call('validate-membership', {
      membershipCode: 'PIN-1',
      email: 'a@b.co',
      campgroundSlug: 'pine',
      dateRanges: [['2026-06-20', '2026-06-21']],
    });
    expect(refused.ok && refused.value).toMatchObject({
      valid: false,
      code: 'EMAIL_MISMATCH',
      message: 'No match',
    });
    for (const answer of [
      await client.call('purchase-membership', { paymentIntentId: 'pi_1' }),
      await client.call('create-payment-intent', intentBody),
    ]) {
      expect(answer.ok).toBe(false);
      if (answer.ok) continue;
      expect(answer.code).toBe('INVALID_RESPONSE');
      expect(asCallFailure(answer)).toEqual({
        kind: 'response',
        status: 200,
        code: 'INVALID_RESPONSE',
        error: null,
      });
    }
  });

  it('gives refusals their status, code and words, and network failures their own kind', async () => {
    const { client } = server({
      'simulated-card-confirm': [
        402,
        { success: false, code: 'CARD_DECLINED', error: 'Your card was declined.' },
      ],
      'send-membership-email': 'network',
    });
    const declined = await client.call('simulated-card-confirm', {
      clientSecret: 's',
      card: { number: '4000000000000002', expMonth: 1, expYear: 2030, cvc: '1' },
    });
    expect(!declined.ok && asCallFailure(declined)).toEqual({
      kind: 'response',
      status: 402,
      code: 'CARD_DECLINED',
      error: 'Your card was declined.',
    });
    const offline = await client.call('send-membership-email', { email: 'a@b.co', campgroundSlug: 'pine' });
    expect(!offline.ok && asCallFailure(offline)).toEqual({ kind: 'network' });
  });

  it('reads the Stripe publishable key from public-config, null for the simulated gateway', async () => {
    const stripe = server({
      'public-config': [
        200,
        { success: true, data: { productName: 'CampPass', stripePublishableKey: 'pk_test_1' } },
      ],
    });
    expect(await stripe.client.publicConfig()).toEqual({
      ok: true,
      value: { stripePublishableKey: 'pk_test_1' },
    });
    expect(stripe.calls[0]?.url).toBe('/functions/v1/public-config');
    const simulated = server({
      'public-config': [200, { success: true, data: { stripePublishableKey: null } }],
    });
    expect(await simulated.client.publicConfig()).toEqual({
      ok: true,
      value: { stripePublishableKey: null },
    });
  });
});

const stored = {
  success: true,
  data: { uploadId: 'uploads/selfie/x.jpg', kind: 'selfie', contentType: 'image/jpeg', size: 3 },
};

/** An XMLHttpRequest that reports the given progress events, then answers. */
function fakeXhr(status: number, body: unknown, events: [number, number][]) {
  const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  class FakeXhr implements UploadRequest {
    upload: UploadRequest['upload'] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
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
    abort() {
      this.onabort?.();
    }
    send(sentBody: Blob) {
      sent.push({ url: this.url, body: sentBody, headers: this.headers });
      for (const [loaded, total] of events)
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      if (status === 0) {
        this.onerror?.();
        return;
      }
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  return { FakeXhr, sent };
}

describe('upload-document through the typed client', () => {
  const file = () => new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });

  it('sends the bare file with its type and reports the bytes sent of the total', async () => {
    const { FakeXhr, sent } = fakeXhr(200, stored, [
      [1, 3],
      [2, 3],
    ]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const progress: [number, number][] = [];
      const photo = file();
      const answer = await createCampPassClient({ baseUrl: 'https://camp.example/' }).upload(
        'selfie',
        photo,
        {
          onProgress: (bytes, total) => progress.push([bytes, total]),
        },
      );
      expect(answer.ok && answer.value.data.uploadId).toBe('uploads/selfie/x.jpg');
      expect(sent[0]).toMatchObject({
        url: 'https://camp.example/functions/v1/upload-document?kind=selfie',
        body: photo,
      });
      expect(sent[0]?.headers['Content-Type']).toBe('image/jpeg');
      expect(progress).toEqual([
        [1, 3],
        [2, 3],
        [3, 3],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('answers a refused upload with its code and words, and a lost connection as network', async () => {
    const tooLarge = fakeXhr(413, { success: false, code: 'FILE_TOO_LARGE', error: 'Too large' }, [[1, 3]]);
    vi.stubGlobal('XMLHttpRequest', tooLarge.FakeXhr);
    try {
      const progress: number[] = [];
      const refused = await createCampPassClient({ baseUrl: '' }).upload('selfie', file(), {
        onProgress: (bytes) => progress.push(bytes),
      });
      expect(!refused.ok && asCallFailure(refused)).toEqual({
        kind: 'response',
        status: 413,
        code: 'FILE_TOO_LARGE',
        error: 'Too large',
      });
      expect(progress).toEqual([1]);
      vi.stubGlobal('XMLHttpRequest', fakeXhr(0, null, []).FakeXhr);
      const lost = await createCampPassClient({ baseUrl: '' }).upload('selfie', file());
      expect(!lost.ok && lost.code).toBe('NETWORK_ERROR');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses fetch where the platform has no XMLHttpRequest, and still reports completion', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    try {
      const { client, calls } = server({ 'upload-document': [200, stored] });
      const progress: [number, number][] = [];
      const photo = file();
      const answer = await client.upload('signature', photo, { onProgress: (b, t) => progress.push([b, t]) });
      expect(answer.ok).toBe(true);
      expect(calls[0]).toMatchObject({
        url: '/functions/v1/upload-document?kind=signature',
        method: 'POST',
        body: photo,
      });
      expect(progress).toEqual([[3, 3]]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
