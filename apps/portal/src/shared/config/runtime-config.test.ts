import { describe, expect, it } from 'vitest';
import { buildTimeConfig, loadRuntimeConfig, PUBLIC_CONFIG_PATH } from './runtime-config';

const answering = (status: number, body: unknown) =>
  (async (url: string) => {
    expect(url).toBe(PUBLIC_CONFIG_PATH);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;

describe('runtime configuration', () => {
  it('defaults to CampPass, the support address and the development captcha', () => {
    expect(buildTimeConfig({})).toEqual({
      productName: 'CampPass',
      supportEmail: 'support@camppass.test',
      captcha: { kind: 'development' },
    });
    expect(buildTimeConfig({ VITE_RECAPTCHA_SITE_KEY: 'key', VITE_PRODUCT_NAME: 'Pines' })).toMatchObject({
      productName: 'Pines',
      captcha: { kind: 'recaptcha', siteKey: 'key' },
    });
  });

  it("takes the server's public settings when it gives them", async () => {
    const fallback = buildTimeConfig({ VITE_RECAPTCHA_SITE_KEY: 'build-key' });
    expect(
      await loadRuntimeConfig(
        fallback,
        answering(200, {
          success: true,
          data: { productName: 'Pines', supportEmail: 'a@b.co', recaptchaSiteKey: 'k' },
        }),
      ),
    ).toEqual({ productName: 'Pines', supportEmail: 'a@b.co', captcha: { kind: 'recaptcha', siteKey: 'k' } });
    expect((await loadRuntimeConfig(fallback, answering(200, { productName: 'Pines' }))).captcha).toEqual({
      kind: 'development',
    });
  });

  it('keeps the build values when the server has no such settings or cannot be reached', async () => {
    const fallback = buildTimeConfig({ VITE_RECAPTCHA_SITE_KEY: 'build-key' });
    expect(await loadRuntimeConfig(fallback, answering(404, { success: false }))).toBe(fallback);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(fallback, offline)).toBe(fallback);
  });
});
