import { FILE_STORAGE } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';

const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('/files (local disk storage)', () => {
  it('serves a file through its signed link, sandboxed and uncached', async () => {
    const { app, container } = await testApp();
    const storage = container.get(FILE_STORAGE);
    await storage.put('selfies/m-1/photo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    const { url } = await storage.signedUrl('selfies/m-1/photo.png', { expiresInSeconds: 300 });
    expect(url.startsWith('http://camppass.test/files/selfies/m-1/photo.png?')).toBe(true);

    const res = await app.request(relative(url));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="photo.png"');
  });

  it('refuses a tampered or expired link (403) and answers 404 for a missing file', async () => {
    const { app, container, clock } = await testApp();
    const storage = container.get(FILE_STORAGE);
    await storage.put('docs/a.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    const { url } = await storage.signedUrl('docs/a.pdf', { expiresInSeconds: 60 });

    const tampered = relative(url).replace('docs/a.pdf', 'docs/b.pdf');
    expect((await app.request(tampered)).status).toBe(403);
    expect((await app.request('/files/docs/a.pdf')).status).toBe(403);

    const missing = await storage.signedUrl('docs/none.pdf', { expiresInSeconds: 60 });
    expect((await app.request(relative(missing.url))).status).toBe(404);

    clock.advance({ minutes: 2 });
    const expired = await app.request(relative(url));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ success: false, code: 'FILE_LINK_EXPIRED' });
  });
});
