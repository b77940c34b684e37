import { SOCKET } from './http';
import type { TestApp } from './test-app';

/** A raw-body upload as the portal sends it: the bare file, its declared type, the bearer token. */
export const uploadFile = async (
  test: TestApp,
  name: 'upload-campground-logo' | 'upload-campground-terms',
  campgroundId: string,
  bytes: Uint8Array,
  { token, type = 'application/octet-stream' }: { token?: string; type?: string } = {},
) => {
  const res = await test.app.request(
    `/functions/v1/${name}?${new URLSearchParams({ campground_id: campgroundId })}`,
    {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: bytes,
    },
    SOCKET,
  );
  const body = await res.text();
  return { status: res.status, body, json: JSON.parse(body) as Record<string, unknown> };
};
