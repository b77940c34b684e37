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

const bytes = (text: string) => new TextEncoder().encode(text);
/** A CSV answer whose body the test writes piece by piece. */
const csvStream = () => {
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      writer = controller;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv' } });
  return {
    response,
    write: (text: string) => writer.enqueue(bytes(text)),
    end: () => writer.close(),
    // What fetch does to a body whose request is aborted.
    fail: (reason: unknown) => writer.error(reason),
  };
};

describe('file calls read as they arrive (export-members)', () => {
  it('shows each piece to onData as it arrives and answers the whole file', async () => {
    const csv = csvStream();
    const { client } = clientAnswering(csv.response);
    const seen: string[] = [];
    const decoder = new TextDecoder();
    const answer = client.image(
      'export-members',
      {},
      { onData: (chunk) => seen.push(decoder.decode(chunk)) },
    );
    csv.write('Name,Email\n');
    await expect.poll(() => seen).toEqual(['Name,Email\n']);
    csv.write('Ada,ada@camppass.test\n');
    csv.end();
    const result = await answer;
    expect(seen).toEqual(['Name,Email\n', 'Ada,ada@camppass.test\n']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.type).toBe('text/csv');
    expect(await result.value.text()).toBe('Name,Email\nAda,ada@camppass.test\n');
  });

  it('throws the abort when the caller cancels midway, rather than answering a broken file', async () => {
    const csv = csvStream();
    const { client } = clientAnswering(csv.response);
    const cancel = new AbortController();
    let pieces = 0;
    const answer = client.image(
      'export-members',
      {},
      {
        signal: cancel.signal,
        onData: () => {
          pieces += 1;
        },
      },
    );
    csv.write('Name,Email\n');
    await expect.poll(() => pieces).toBe(1);
    cancel.abort();
    csv.fail(cancel.signal.reason);
    await expect(answer).rejects.toBe(cancel.signal.reason);
  });
});
