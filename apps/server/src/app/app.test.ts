import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNCTIONS } from '@camppass/client';
import { OUTBOX_REPOSITORY } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, PREVIEW_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { seedCampground } from '../testing/http';
import { testApp } from '../testing/test-app';

describe('the HTTP shell', () => {
  it('answers /health', async () => {
    const { app } = await testApp();
    const res = await app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('puts the security headers on every answer, errors included', async () => {
    const { app } = await testApp();
    for (const path of ['/health', '/functions/v1/no-such-function', '/anything']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("lets only our own pages frame a campground page's preview, and nothing else", async () => {
    const { app } = await testApp();
    for (const path of ['/campground/pine-valley/preview', '/campground/pine-valley/preview/']) {
      const res = await app.request(path);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toBe(PREVIEW_CONTENT_SECURITY_POLICY);
      expect(PREVIEW_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
      expect(PREVIEW_CONTENT_SECURITY_POLICY).not.toContain("frame-ancestors 'none'");
    }
    for (const path of [
      '/campground/pine-valley',
      '/campground/pine-valley/purchase',
      '/campground/a/preview/x',
    ]) {
      const res = await app.request(path);
      expect([path, res.headers.get('x-frame-options')]).toEqual([path, 'DENY']);
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const direct = await testApp();
    const spoofed = await direct.app.request('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();

    const proxied = await testApp({ env: { TRUST_PROXY: 'true' } });
    const tls = await proxied.app.request('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.request('/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the socket itself is TLS', async () => {
    const { app } = await testApp();
    const res = await app.request(
      '/health',
      {},
      { incoming: { socket: { encrypted: true, remoteAddress: '203.0.113.9' } } },
    );
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('answers unknown functions with the JSON envelope and no-store', async () => {
    const { app } = await testApp();
    const res = await app.request('/functions/v1/no-such-function', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: false, error: 'No such function.', code: 'NOT_FOUND' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const { app } = await testApp();
    const res = await app.request('/functions/v1/auth-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('counts a body sent without Content-Length as it streams, and refuses it past the limit', async () => {
    const { app } = await testApp();
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request('/functions/v1/auth-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('serves the OpenAPI document of every function', async () => {
    const { app } = await testApp();
    const res = await app.request('/functions/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    // The contract's own tests pin the list of functions; here the document must cover all of them.
    const paths = Object.entries(FUNCTIONS).map(
      ([name, contract]) => `/functions/v1/${(contract as { path?: string }).path ?? name}`,
    );
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(paths)].sort());
    expect(doc.paths['/functions/v1/update-profile']).toHaveProperty('get');
    expect(doc.paths['/functions/v1/update-profile']).toHaveProperty('patch.requestBody');
    expect(doc.paths['/functions/v1/get-membership-card']).toHaveProperty([
      'get',
      'responses',
      '200',
      'content',
      'image/png',
    ]);
    expect(doc.paths['/functions/v1/get-user-profile']).toHaveProperty('get');
    expect(doc.paths['/functions/v1/auth-login']).toHaveProperty('post.requestBody');
  });

  it('logs one JSON line per request with its id, without the query string', async () => {
    const { app, logger } = await testApp();
    const res = await app.request('/owner/setup?token=secret-invitation-token&email=a%40b.co');
    const line = JSON.parse(logger.lines.at(-1) ?? '{}');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/owner/setup',
      status: 404,
    });
    expect(line.requestId).toBe(res.headers.get('x-request-id'));
    expect(logger.lines.join('')).not.toContain('secret-invitation-token');
  });
});

describe('the development mailbox', () => {
  const seedMessage = async (app: Awaited<ReturnType<typeof testApp>>) => {
    await app.container.get(OUTBOX_REPOSITORY).add({
      to: 'member@camppass.test',
      subject: 'Reset your <CampPass> password',
      html: '<p><script>alert(1)</script></p>',
      text: 'Open http://camppass.test/auth/reset-password?type=recovery&code=abc to continue.',
      createdAt: app.clock.now(),
    });
  };

  it('lists the outbox with clickable links, each HTML body in a sandboxed frame that runs no script', async () => {
    const test = await testApp();
    await seedMessage(test);
    const res = await test.app.request('/dev/mailbox');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Reset your &lt;CampPass&gt; password');
    expect(html).toContain(
      '<a href="http://camppass.test/auth/reset-password?type=recovery&amp;code=abc">http://camppass.test/auth/reset-password?type=recovery&amp;code=abc</a>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"');
    expect(html).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;&lt;script&gt;alert(1)');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
  });

  it('previews every template with demo data at desktop and phone widths', async () => {
    const test = await testApp();
    const res = await test.app.request('/dev/emails');
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const id of [
      'purchase-receipt',
      'renewal-receipt',
      'extension-receipt',
      'password-reset',
      'admin-message',
    ]) {
      expect(html).toContain(`<article id="${id}"`);
      expect(html).toContain(`title="${id}, Desktop, 600 px" width="600"`);
      expect(html).toContain(`title="${id}, Phone, 375 px" width="375"`);
    }
    expect(html).toContain('was extended from Weekly to Monthly, now valid until 06/30/2026');
    expect(html).not.toContain('<script');
  });

  it("narrows the page to one recipient's messages", async () => {
    const test = await testApp();
    await seedMessage(test);
    await test.container.get(OUTBOX_REPOSITORY).add({
      to: 'owner@camppass.test',
      subject: 'For the owner',
      html: '<p>x</p>',
      text: 'x',
      createdAt: test.clock.now(),
    });
    const html = await (await test.app.request('/dev/mailbox?to=Owner@camppass.test')).text();
    expect(html).toContain('For the owner');
    expect(html).not.toContain('Reset your &lt;CampPass&gt; password');
  });

  it('has a JSON form with the links of each message, newest first', async () => {
    const test = await testApp();
    await seedMessage(test);
    test.clock.advance({ minutes: 1 });
    await test.container.get(OUTBOX_REPOSITORY).add({
      to: 'owner@camppass.test',
      subject: 'Second',
      html: '<p>x</p>',
      text: 'No links here.',
      createdAt: test.clock.now(),
    });
    const body = (await (await test.app.request('/dev/mailbox.json')).json()) as {
      messages: { subject: string; links: string[] }[];
    };
    expect(body.messages.map((message) => message.subject)).toEqual([
      'Second',
      'Reset your <CampPass> password',
    ]);
    expect(body.messages[1]?.links).toEqual([
      'http://camppass.test/auth/reset-password?type=recovery&code=abc',
    ]);
  });

  it('does not exist in production', async () => {
    const { app } = await testApp({ config: { nodeEnv: 'production' } });
    expect((await app.request('/dev/mailbox')).status).toBe(404);
    expect((await app.request('/dev/mailbox.json')).status).toBe(404);
    expect((await app.request('/dev/emails')).status).toBe(404);
  });
});

describe('the portal', () => {
  it('says the portal is not built when there is no build', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    const { app } = await testApp({ portalDir: dir });
    const res = await app.request('/member-login');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('The portal is not built yet.');
  });

  it('serves files of the build and falls back to index.html for routes of the SPA', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const { app } = await testApp({ portalDir: dir });

    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');

    for (const path of ['/', '/campground/pine-valley', '/owner/setup']) {
      const res = await app.request(path);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await app.request('/assets/missing-9.js')).status).toBe(404);
    expect((await app.request('/functions/v1/unknown')).status).toBe(404);
  });

  it("embeds a public page's first answers in its index.html, exactly as the functions give them", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const test = await testApp({ portalDir: dir });
    await seedCampground(test, 'pine-valley');
    const embedded = async (path: string) => {
      const html = await (await test.app.request(path)).text();
      const json = /<script type="application\/json" id="cp-embedded-answers">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      return JSON.parse(json ?? '{}') as Record<string, unknown>;
    };
    const direct = async (path: string) => {
      const res = await test.app.request(path);
      expect(res.status, path).toBe(200);
      return res.json();
    };
    const config = '/functions/v1/public-config';
    const campground = '/functions/v1/get-campground?slug=pine-valley';

    const page = await embedded('/campground/pine-valley');
    expect(Object.keys(page).sort()).toEqual([campground, config]);
    expect(page[campground]).toEqual(await direct(campground));
    expect(page[config]).toEqual(await direct(config));
    expect(Object.keys(await embedded('/campground/pine-valley/purchase'))).toContain(campground);
    // Another page carries the public settings only; a page that is not found carries no page data,
    // so the portal asks and shows the function's own refusal.
    expect(Object.keys(await embedded('/member-login'))).toEqual([config]);
    expect(Object.keys(await embedded('/campground/no-such-place'))).toEqual([config]);
  });

  it("asks for a page's answers as the visitor: behind a trusted proxy, the visitor's address and the page's request id", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
    const test = await testApp({ portalDir: dir, env: { TRUST_PROXY: 'true' } });
    await seedCampground(test, 'pine-valley');
    const requestId = '7b0c4a52-3a3e-4a57-9a53-2f6f4f0c1e11';
    await test.app.request('/campground/pine-valley', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': requestId },
    });
    const reads = test.logger.lines
      .map((line) => JSON.parse(line) as { path?: string; ip?: string; requestId?: string })
      .filter((line) => line.path?.startsWith('/functions/v1/'));
    expect(reads.map((line) => line.path).sort()).toEqual([
      '/functions/v1/get-campground',
      '/functions/v1/public-config',
    ]);
    for (const read of reads) expect(read).toMatchObject({ ip: '203.0.113.7', requestId });
  });

  it('gives no file from outside the build, however the path climbs', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'portal-parent-'));
    const dir = join(parent, 'portal');
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(parent, 'secret.txt'), 'TOP-SECRET');
    const { app } = await testApp({ portalDir: dir });

    // A path with an extension is a missing asset; one without is a route of the SPA.
    for (const [path, status] of [
      ['/../secret.txt', 404],
      ['/%2e%2e/secret.txt', 404],
      ['/..%2fsecret.txt', 404],
      ['/assets/..%2f..%2fsecret.txt', 404],
      ['/assets/%2e%2e/%2e%2e/secret.txt', 404],
      ['/..%5csecret.txt', 404],
      ['/../../etc/passwd', 200],
      ['/%2e%2e/%2e%2e/etc/passwd', 200],
    ] as const) {
      const res = await app.request(path);
      const body = await res.text();
      expect(res.status, path).toBe(status);
      expect(body, path).not.toContain('TOP-SECRET');
      expect(body, path).not.toMatch(/root:.*:0:0:/);
      if (status === 200) expect(body, path).toContain('<!doctype html><div id="root"></div>');
    }
  });
});

describe('the client address', () => {
  it('comes from the socket, or from the last X-Forwarded-For entry only behind a trusted proxy', async () => {
    const seen = async (env: Record<string, string>) => {
      const test = await testApp({ env });
      await test.app.request(
        '/health',
        { headers: { 'x-forwarded-for': '203.0.113.1, 198.51.100.7' } },
        { incoming: { socket: { remoteAddress: '192.0.2.10' } } },
      );
      return JSON.parse(test.logger.lines.at(-1) ?? '{}').ip;
    };
    expect(await seen({})).toBe('192.0.2.10');
    expect(await seen({ TRUST_PROXY: 'true' })).toBe('198.51.100.7');
  });
});
