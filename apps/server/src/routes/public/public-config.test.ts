import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';

describe('GET /functions/v1/public-config', () => {
  it('answers the brand, the support address and no keys on embedded defaults', async () => {
    const { app } = await testApp({ env: { PRODUCT_NAME: 'Trail Pass', SUPPORT_EMAIL: 'help@trail.test' } });
    const response = await app.request('/functions/v1/public-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: {
        productName: 'Trail Pass',
        supportEmail: 'help@trail.test',
        recaptchaSiteKey: null,
        stripePublishableKey: null,
      },
    });
  });

  it('gives the public keys of configured services and never their secrets', async () => {
    const { app } = await testApp({
      config: {
        recaptcha: { siteKey: 'site-key-public', secretKey: 'recaptcha-secret-value' },
      },
    });
    const text = await (await app.request('/functions/v1/public-config')).text();
    expect(JSON.parse(text).data.recaptchaSiteKey).toBe('site-key-public');
    expect(text).not.toContain('recaptcha-secret-value');
  });
});
