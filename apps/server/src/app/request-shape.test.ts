import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FUNCTIONS, type FunctionContract, type FunctionName } from '@camppass/client';
import { SAMPLE_FILES } from '@camppass/core/testing';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { call, loginAs, seedAccount } from '../testing/http';
import { testApp } from '../testing/test-app';

const jsonFunctions = (Object.entries(FUNCTIONS) as [FunctionName, FunctionContract][])
  .filter(([, contract]) => contract.method !== 'GET' && contract.request)
  .map(([name, contract]) => ({ name, path: contract.path ?? name, method: contract.method }));

describe('JSON functions require Content-Type: application/json', () => {
  it('refuses a JSON body sent as text/plain, as a form or with no type (415)', async () => {
    const test = await testApp();
    const admin = await seedAccount(test, { email: 'admin@camppass.test', roles: [{ role: 'super_admin' }] });
    const authorization = `Bearer ${(await loginAs(test, admin, 'superAdmin')).accessToken}`;
    for (const { name, path, method } of jsonFunctions) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        undefined,
      ]) {
        const res = await test.app.request(`/functions/v1/${path}`, {
          method,
          headers: { authorization, ...(type ? { 'content-type': type } : {}) },
          body: JSON.stringify({ email: 'member@camppass.test' }),
        });
        expect(res.status, `${name} ${type}`).toBe(415);
        expect(await res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    }
    expect(jsonFunctions.map(({ name }) => name)).toContain('recovery-password');
  });

  it('accepts application/json with parameters, in any case', async () => {
    const test = await testApp();
    const res = await call(test, 'recovery-password', {
      body: { email: 'nobody@camppass.test' },
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
    });
    expect(res.status).toBe(200);
  });

  it('leaves the raw-body functions their own types', async () => {
    const test = await testApp();
    const upload = await test.app.request('/functions/v1/upload-document?kind=selfie', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: SAMPLE_FILES.jpeg,
    });
    expect(upload.status).toBe(200);
    const webhook = await test.app.request('/functions/v1/payments-webhook', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=forged' },
      body: '{}',
    });
    // Refused for its signature, not for its type.
    expect(webhook.status).not.toBe(415);
    expect(((await webhook.json()) as { code: string }).code).not.toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

/** Sends headers declaring `length` bytes and no body over a real socket; the answer's status and Connection. */
const oversized = async (path: string, type: string, length: number) => {
  const test = await testApp();
  const server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent: false,
          headers: { 'content-type': type, 'content-length': String(length), connection: 'keep-alive' },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
          req.destroy();
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
  } finally {
    server.close();
  }
};

describe('a body over the limit', () => {
  it('is answered 413 with Connection: close, for JSON functions', async () => {
    const answer = await oversized('/functions/v1/auth-login', 'application/json', 2 * 1024 * 1024);
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });

  it('is answered 413 with Connection: close, for uploads', async () => {
    const answer = await oversized(
      '/functions/v1/upload-document?kind=selfie',
      'image/jpeg',
      11 * 1024 * 1024,
    );
    expect(answer).toEqual({ status: 413, connection: 'close' });
  });
});
