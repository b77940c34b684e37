import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload, verifyWebhookSignature, webhookTimestamp } from './webhook-signature';

const SECRET = 'whsec_test_secret';
const T = 1_790_000_000;
const reference = (payload: string | Buffer, timestamp = T) =>
  createHmac('sha256', SECRET)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), Buffer.from(payload)]))
    .digest('hex');

const MALFORMED = {
  ok: false,
  code: 'INVALID_SIGNATURE',
  message: 'The webhook signature header is missing or malformed.',
};

describe('Stripe-compatible webhook signatures', () => {
  it("signs as HMAC-SHA256 of '<t>.<body>' in Stripe's header format", async () => {
    expect(await signWebhookPayload('{"id":"evt_1"}', SECRET, T)).toBe(
      `t=${T},v1=${reference('{"id":"evt_1"}')}`,
    );
  });

  it('verifies bytes that are not valid UTF-8 without re-encoding them', async () => {
    const bytes = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);

    const header = `t=${T},v1=${reference(bytes)}`;

    expect((await verifyWebhookSignature(new Uint8Array(bytes), header, SECRET, T)).ok).toBe(true);
  });

  it('accepts a header carrying several signatures when one matches, as during a secret roll', async () => {
    const header = `t=${T},v1=${'a'.repeat(64)},v0=ignored,v1=${reference('body')}`;

    expect(await verifyWebhookSignature('body', header, SECRET, T)).toEqual({ ok: true, value: 'body' });
  });

  it('refuses a signature made for another timestamp', async () => {
    const header = `t=${T + 1},v1=${reference('body', T)}`;

    expect(await verifyWebhookSignature('body', header, SECRET, T + 1)).toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });

  it('takes a custom tolerance', async () => {
    const header = await signWebhookPayload('body', SECRET, T);

    expect(await verifyWebhookSignature('body', header, SECRET, T + 11, 10)).toMatchObject({
      code: 'STALE_EVENT',
    });
    expect((await verifyWebhookSignature('body', header, SECRET, T + 10, 10)).ok).toBe(true);
  });

  it('refuses an upper-case or truncated signature rather than guessing', async () => {
    const signature = reference('body');

    for (const candidate of [signature.toUpperCase(), signature.slice(0, 63)]) {
      expect(await verifyWebhookSignature('body', `t=${T},v1=${candidate}`, SECRET, T)).toMatchObject({
        code: 'INVALID_SIGNATURE',
      });
    }
  });

  it('accepts the matching signature wherever it stands among several', async () => {
    const wrong = 'a'.repeat(64);
    const right = reference('body');

    for (const header of [`t=${T},v1=${right},v1=${wrong}`, `v1=${wrong},v1=${right},t=${T},v1=${wrong}`]) {
      expect(await verifyWebhookSignature('body', header, SECRET, T)).toEqual({ ok: true, value: 'body' });
    }
  });

  it('reads a header with blanks around its items', async () => {
    const header = ` t = ${T} , v1 = ${reference('body')} `;

    expect((await verifyWebhookSignature('body', header, SECRET, T)).ok).toBe(true);
    expect(webhookTimestamp(header)).toBe(T);
  });

  it('counts only v1 signatures and only the t timestamp', async () => {
    const right = reference('body');

    expect(await verifyWebhookSignature('body', `t=${T},v0=${right}`, SECRET, T)).toEqual(MALFORMED);
    expect(await verifyWebhookSignature('body', `t=${T},v1=${right},v2=${T + 1000}`, SECRET, T)).toEqual({
      ok: true,
      value: 'body',
    });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no signature', `t=${T}`],
    ['a timestamp that is not a number', `t=x${T},v1=${'a'.repeat(64)}`],
    ['a timestamp with a tail', `t=${T}x,v1=${'a'.repeat(64)}`],
  ])('calls a header with %s missing or malformed', async (_, header) => {
    expect(await verifyWebhookSignature('body', header, SECRET, T)).toEqual(MALFORMED);
    expect(webhookTimestamp(header)).toBeNull();
  });

  it('names what is wrong with a signature that does not match or a delivery out of time', async () => {
    const header = await signWebhookPayload('body', SECRET, T);

    expect(await verifyWebhookSignature('other body', header, SECRET, T)).toEqual({
      ok: false,
      code: 'INVALID_SIGNATURE',
      message: 'The webhook signature does not match its body.',
    });
    expect(await verifyWebhookSignature('body', header, SECRET, T + 301)).toEqual({
      ok: false,
      code: 'STALE_EVENT',
      message: 'The webhook was signed too long ago.',
    });
    expect(await verifyWebhookSignature('body', header, SECRET, T - 301)).toEqual({
      ok: false,
      code: 'STALE_EVENT',
      message: 'The webhook is dated in the future.',
    });
  });
});
