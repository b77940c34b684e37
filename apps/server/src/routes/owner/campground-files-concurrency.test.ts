import { CAMPGROUND_FILE_SAMPLES as FILES } from '@camppass/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { uploadFile } from '../../testing/campground-http';
import { call, SOCKET } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

const UPLOADS = 20;
const CASES = [
  ['upload-campground-logo', 'branding_logo_url', FILES.png, 'image/png'],
  ['upload-campground-terms', 'terms_conditions_url', FILES.pdf, 'application/pdf'],
] as const;

describe('logo and terms uploads of one campground at once', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  it.each(CASES)(
    '%s 20 times at once leaves one file, the one the campground points at',
    async (name, field, bytes, type) => {
      const uploads = await Promise.all(
        Array.from({ length: UPLOADS }, () =>
          uploadFile(test, name, s.campground.id, bytes, { token: s.tokens.owner, type }),
        ),
      );
      for (const upload of uploads) expect(upload.status, upload.body).toBe(200);
      const urls = uploads.map((upload) => (upload.json.data as Record<string, string>)[field] as string);
      expect(new Set(urls).size).toBe(UPLOADS);

      const read = await call(test, 'campground-crud', {
        method: 'GET',
        token: s.tokens.owner,
        query: { campground_id: s.campground.id },
      });
      const current = (read.json.data as { campground: Record<string, string> }).campground[field];
      expect(urls).toContain(current);
      // Every replaced file is gone; only the one the campground names is still served, whole.
      const served = await Promise.all(urls.map((url) => test.app.request(url, {}, SOCKET)));
      expect(served.map((res) => res.status)).toEqual(urls.map((url) => (url === current ? 200 : 404)));
      const kept = served[urls.indexOf(current as string)] as Response;
      expect(new Uint8Array(await kept.arrayBuffer())).toEqual(bytes);
    },
  );
});
