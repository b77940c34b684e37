import { describe, expect, it } from 'vitest';
import type { Tokens } from '../contract/auth';
import { createCampPassClient } from './camppass-client';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const tokens = (n: number): Tokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

function clientAnswering(...answers: Response[]) {
  const seen: { url: string; accept: string | null; authorization: string | null }[] = [];
  const client = createCampPassClient({
    baseUrl: 'http://api.test/',
    getTokens: () => tokens(1),
    fetch: async (url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({
        url: String(url),
        accept: headers.get('Accept'),
        authorization: headers.get('Authorization'),
      });
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next;
    },
  });
  return { client, seen };
}

const png = () => new Response(PNG, { status: 200, headers: { 'Content-Type': 'image/png' } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('image calls (get-membership-card)', () => {
  it('answers the PNG bytes as a Blob, asking for an image with the access token', async () => {
    const { client, seen } = clientAnswering(png());
    const answer = await client.image('get-membership-card', { membershipId: 'm-1' });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.type).toBe('image/png');
    expect(new Uint8Array(await answer.value.arrayBuffer())).toEqual(PNG);
    expect(seen).toEqual([
      {
        url: 'http://api.test/functions/v1/get-membership-card?membershipId=m-1',
        accept: 'image/png',
        authorization: 'Bearer access-1',
      },
    ]);
  });

  it('keeps a refusal as the failure with its status and code', async () => {
    const { client } = clientAnswering(
      json(404, { success: false, error: 'Membership not found.', code: 'NOT_FOUND' }),
    );
    const answer = await client.image('get-membership-card', { membershipId: 'someone-elses' });
    expect(answer).toMatchObject({ ok: false, status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a success that is not an image', async () => {
    const { client } = clientAnswering(json(200, { success: true }));
    const answer = await client.image('get-membership-card', { membershipId: 'm-1' });
    expect(answer).toMatchObject({ ok: false, code: 'INVALID_RESPONSE' });
  });
});
