import { CAMPGROUND_FILE_SAMPLES as FILES } from '@camppass/core/testing';
import {
  CODE_LENGTH_MESSAGE,
  CODE_LETTERS_OR_NUMBERS_MESSAGE,
  CODE_NUMBER_ORDER_MESSAGE,
  LOGO_MAX_BYTES,
  MONTHS_OUT_OF_RANGE,
  SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
  TERMS_PDF_MAX_BYTES,
  WEB_LINK_INVALID,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { uploadFile } from '../../testing/campground-http';
import { call, SOCKET } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedIntegrations>>;

const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describe('campground-crud over HTTP (Settings tab)', () => {
  let test: TestApp;
  let s: Seeded;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  it('reads the campground, its settings and the sample code for its owner and staff', async () => {
    for (const caller of ['owner', 'staff'] as const) {
      const res = await call(test, 'campground-crud', {
        method: 'GET',
        token: s.tokens[caller],
        query: { campground_id: s.campground.id },
      });
      expect(res.status, res.body).toBe(200);
      expect(res.json.data).toMatchObject({
        campground: {
          id: s.campground.id,
          slug: 'pine-valley',
          caller_role: caller,
          terms_conditions_url: null,
        },
        settings: { code_length: 8, code_use_letters: true, text_color: '#FFFFFF' },
        preview: { sampleMembershipCode: 'PIN-ABCD0001', codeStyle: 'combined' },
      });
    }
  });

  it('applies 20 saves sent at once whole, each one, and keeps one of them', async () => {
    const cities = Array.from({ length: 20 }, (_, index) => `City ${index}`);
    const answers = await Promise.all(
      cities.map((city, index) =>
        call(test, 'campground-crud', {
          method: 'PUT',
          token: s.tokens.owner,
          body: { campground_id: s.campground.id, campground: { city, zip_code: `${10_000 + index}` } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const read = await call(test, 'campground-crud', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campground_id: s.campground.id },
    });
    const campground = (read.json.data as { campground: { city: string; zip_code: string } }).campground;
    const index = cities.indexOf(campground.city);
    expect(index).toBeGreaterThanOrEqual(0);
    // City and zip code come from the same save: no save is half applied.
    expect(campground.zip_code).toBe(`${10_000 + index}`);
  });

  it('saves every field given by PUT, answers the new sample code, and the next GET shows it', async () => {
    const res = await call(test, 'campground-crud', {
      method: 'PUT',
      token: s.tokens.owner,
      body: {
        campground_id: s.campground.id,
        campground: {
          name: 'Pine Valley Resort',
          city: 'Austin',
          adult_only: true,
          military_discount_enabled: true,
          military_discount_percentage: 25,
          operating_season_start: 4,
          operating_season_end: 10,
          branding_primary_color: '#112233',
          text_color: '#000000',
        },
        settings: { code_prefix: 'vip', code_use_numbers: false, code_length: 5, send_welcome_emails: false },
      },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toMatchObject({
      campground: {
        name: 'Pine Valley Resort',
        adult_only: true,
        military_discount_percentage: 25,
        text_color: '#000000',
      },
      settings: {
        code_prefix: 'VIP',
        code_use_numbers: false,
        send_welcome_emails: false,
        text_color: '#000000',
      },
      preview: { sampleMembershipCode: 'VIPPIN-ABCDE', codeStyle: 'letters' },
    });
    const read = await call(test, 'campground-crud', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campground_id: s.campground.id },
    });
    expect(read.json.data).toMatchObject({ campground: { name: 'Pine Valley Resort', city: 'Austin' } });
  });

  it.each([
    [
      { settings: { code_use_letters: false, code_use_numbers: false } },
      'code_use_letters',
      CODE_LETTERS_OR_NUMBERS_MESSAGE,
    ],
    [
      { settings: { code_number_min: 500, code_number_max: 20 } },
      'code_number_min',
      CODE_NUMBER_ORDER_MESSAGE,
    ],
    [{ settings: { code_length: 25 } }, 'code_length', CODE_LENGTH_MESSAGE],
    [
      { campground: { military_discount_percentage: 60 } },
      'military_discount_percentage',
      SETTINGS_MILITARY_PERCENTAGE_OUT_OF_RANGE,
    ],
    [{ campground: { operating_season_start: 0 } }, 'operating_season_start', MONTHS_OUT_OF_RANGE],
  ])('refuses %j with 400 and the message of 03 §5', async (change, field, message) => {
    const res = await call(test, 'campground-crud', {
      method: 'PUT',
      token: s.tokens.owner,
      body: { campground_id: s.campground.id, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: message,
      fieldErrors: { [field]: message },
    });
  });

  it.each(['website', 'booking_url'])(
    'refuses a javascript: link as the %s with 400 and stores nothing',
    async (field) => {
      const res = await call(test, 'campground-crud', {
        method: 'PUT',
        token: s.tokens.owner,
        body: { campground_id: s.campground.id, campground: { [field]: 'javascript:alert(1)' } },
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: WEB_LINK_INVALID, fieldErrors: { [field]: WEB_LINK_INVALID } });
      const read = await call(test, 'campground-crud', {
        method: 'GET',
        token: s.tokens.owner,
        query: { campground_id: s.campground.id },
      });
      expect((read.json.data as { campground: Record<string, unknown> }).campground[field]).toBeNull();
      const saved = await call(test, 'campground-crud', {
        method: 'PUT',
        token: s.tokens.owner,
        body: { campground_id: s.campground.id, campground: { [field]: 'https://pine.example/book' } },
      });
      expect(saved.status, saved.body).toBe(200);
    },
  );

  it('refuses a PUT body that is not JSON, and a colour that is not #RRGGBB', async () => {
    const form = await call(test, 'campground-crud', {
      method: 'PUT',
      token: s.tokens.owner,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const colour = await call(test, 'campground-crud', {
      method: 'PUT',
      token: s.tokens.owner,
      body: { campground_id: s.campground.id, campground: { branding_primary_color: 'red;}' } },
    });
    expect(colour.status).toBe(400);
    expect(colour.json.fieldErrors).toHaveProperty(['campground.branding_primary_color']);
  });

  it('uploads, serves and removes a logo and a terms PDF', async () => {
    const logo = await uploadFile(test, 'upload-campground-logo', s.campground.id, FILES.png, {
      token: s.tokens.owner,
      type: 'image/png',
    });
    expect(logo.status, logo.body).toBe(200);
    const logoUrl = (logo.json.data as { branding_logo_url: string }).branding_logo_url;
    expect(logoUrl).toMatch(
      new RegExp(`^/functions/v1/campground-files/${s.campground.id}/logo-[0-9a-f]{32}\\.png$`),
    );
    const served = await test.app.request(logoUrl, {}, SOCKET);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="logo-/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(FILES.png);

    const terms = await uploadFile(test, 'upload-campground-terms', s.campground.id, FILES.pdf, {
      token: s.tokens.owner,
      type: 'application/pdf',
    });
    const termsUrl = (terms.json.data as { terms_conditions_url: string }).terms_conditions_url;
    expect((await test.app.request(termsUrl, {}, SOCKET)).headers.get('content-type')).toBe(
      'application/pdf',
    );
    const read = await call(test, 'campground-crud', {
      method: 'GET',
      token: s.tokens.staff,
      query: { campground_id: s.campground.id },
    });
    expect(read.json.data).toMatchObject({
      campground: { branding_logo_url: logoUrl, terms_conditions_url: termsUrl },
    });

    for (const [name, field] of [
      ['remove-campground-logo', 'branding_logo_url'],
      ['remove-campground-terms', 'terms_conditions_url'],
    ] as const) {
      const removed = await call(test, name, {
        token: s.tokens.owner,
        body: { campground_id: s.campground.id },
      });
      expect(removed.status, removed.body).toBe(200);
      expect(removed.json.data).toEqual({ [field]: null });
    }
    expect((await test.app.request(logoUrl, {}, SOCKET)).status).toBe(404);
    expect((await test.app.request(termsUrl, {}, SOCKET)).status).toBe(404);
  });

  it('serves an SVG logo so that its script cannot run: sandboxed, nothing allowed, never sniffed, downloaded', async () => {
    const logo = await uploadFile(test, 'upload-campground-logo', s.campground.id, FILES.svg, {
      token: s.tokens.owner,
      type: 'image/svg+xml',
    });
    expect(logo.status, logo.body).toBe(200);
    const served = await test.app.request(
      (logo.json.data as { branding_logo_url: string }).branding_logo_url,
      {},
      SOCKET,
    );
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    const policy = served.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(["default-src 'none'", "style-src 'unsafe-inline'", 'sandbox']);
    expect(policy).not.toMatch(/script-src|unsafe-eval/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="logo-[0-9a-f]+\.svg"$/);
  });

  it('serves no other stored file through the campground files route', async () => {
    for (const path of [
      `/functions/v1/campground-files/${s.campground.id}/secret.png`,
      `/functions/v1/campground-files/${s.campground.id}/..%2Fuploads%2Fselfie%2Fa.jpg`,
      '/functions/v1/campground-files/uploads/selfie',
    ]) {
      expect((await test.app.request(path, {}, SOCKET)).status, path).toBe(404);
    }
  });

  it.each([
    [
      'a NUL byte',
      'upload-campground-logo',
      Uint8Array.from([0]),
      'image/png',
      415,
      'Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)',
    ],
    [
      'HTML declared as a PNG',
      'upload-campground-logo',
      FILES.html,
      'image/png',
      415,
      'Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)',
    ],
    [
      'a PNG declared as a PDF',
      'upload-campground-terms',
      FILES.png,
      'application/pdf',
      415,
      'Please select a valid PDF file',
    ],
    [
      'an empty PDF',
      'upload-campground-terms',
      new Uint8Array(),
      'application/pdf',
      400,
      'The selected file appears to be empty',
    ],
    [
      'a logo over 5 MB',
      'upload-campground-logo',
      padded(FILES.png, LOGO_MAX_BYTES + 1),
      'image/png',
      413,
      'File size must be less than 5MB',
    ],
    [
      'a PDF over 10 MB',
      'upload-campground-terms',
      padded(FILES.pdf, TERMS_PDF_MAX_BYTES + 1),
      'application/pdf',
      413,
      'File size must be less than 10MB',
    ],
  ] as const)('refuses %s with its message', async (_, name, bytes, type, status, message) => {
    const res = await uploadFile(test, name, s.campground.id, bytes, { token: s.tokens.owner, type });
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(message);
    const read = await call(test, 'campground-crud', {
      method: 'GET',
      token: s.tokens.owner,
      query: { campground_id: s.campground.id },
    });
    expect(read.json.data).toMatchObject({
      campground: { branding_logo_url: null, terms_conditions_url: null },
    });
  });
});
