import { describeCaptchaVerifierContract } from '@camppass/core/testing';
import { describe, expect, it } from 'vitest';
import { RecaptchaCaptchaVerifier } from './recaptcha-captcha-verifier';

interface Call {
  url: string;
  form: URLSearchParams;
}

/** Google's siteverify as a function: passes the token 'genuine' for the secret 'server-secret'. */
const siteverify = (calls: Call[] = []): typeof fetch =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(init?.body as URLSearchParams);
    calls.push({ url: String(url), form });
    if (form.get('secret') !== 'server-secret') {
      return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    }
    return form.get('response') === 'genuine'
      ? Response.json({ success: true, hostname: 'camppass.test' })
      : Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
  }) as typeof fetch;

describeCaptchaVerifierContract('reCAPTCHA siteverify', () => ({
  verifier: new RecaptchaCaptchaVerifier({ secretKey: 'server-secret', fetch: siteverify() }),
  passingToken: 'genuine',
  failingToken: 'forged',
}));

describe('RecaptchaCaptchaVerifier', () => {
  it('sends the secret, the token and the client address as a form', async () => {
    const calls: Call[] = [];
    const verifier = new RecaptchaCaptchaVerifier({ secretKey: 'server-secret', fetch: siteverify(calls) });
    await verifier.verify('genuine', '203.0.113.7');
    expect(calls[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      secret: 'server-secret',
      response: 'genuine',
      remoteip: '203.0.113.7',
    });
  });

  it('reports the service as unavailable when it cannot be asked or refuses our secret', async () => {
    const broken = async () => {
      throw new TypeError('fetch failed');
    };
    const down = async () => new Response('upstream error', { status: 502 });
    expect(await new RecaptchaCaptchaVerifier({ secretKey: 's', fetch: broken as never }).verify('x')).toBe(
      'unavailable',
    );
    expect(await new RecaptchaCaptchaVerifier({ secretKey: 's', fetch: down as never }).verify('x')).toBe(
      'unavailable',
    );
    expect(
      await new RecaptchaCaptchaVerifier({ secretKey: 'wrong', fetch: siteverify() }).verify('genuine'),
    ).toBe('unavailable');
  });

  it('refuses an empty secret at start', () => {
    expect(() => new RecaptchaCaptchaVerifier({ secretKey: ' ' })).toThrow(RangeError);
  });
});
