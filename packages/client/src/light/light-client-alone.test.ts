import { describe, expect, it, vi } from 'vitest';
import { pageData } from '../testing/public-answers';
import { createLightClient } from './light-client';

// The client module (zod and the contract table) cannot load here: the light reads must not need it.
vi.mock('../index', () => {
  throw new Error('the full client module was loaded');
});

const replying = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the light client without the client module', () => {
  it('reads a campground and the public config that fit the contract', async () => {
    const page = await createLightClient({
      baseUrl: '',
      fetch: replying(200, { success: true, data: pageData }),
    }).call('get-campground', { slug: 'pine' });
    expect(page).toEqual({ ok: true, value: { success: true, data: pageData } });
    const config = await createLightClient({
      baseUrl: '',
      fetch: replying(200, { success: true, data: { stripePublishableKey: 'pk_1' } }),
    }).publicConfig();
    expect(config).toEqual({ ok: true, value: { stripePublishableKey: 'pk_1' } });
  });

  it('needs the module for an answer off the contract', async () => {
    const client = createLightClient({ baseUrl: '', fetch: replying(200, { success: true, data: {} }) });
    await expect(client.call('get-campground', { slug: 'pine' })).rejects.toThrow();
  });
});
