import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GivenQueryClient, keepSharedQueryClient } from '../query-cache';
import { aUser, fakeServer, someTokens } from '../testing/render-portal';
import { type Auth, AuthProvider, useAuth } from './AuthProvider';

function Capture({ into }: { into: { auth?: Auth } }) {
  into.auth = useAuth();
  return null;
}

const withData = (client: QueryClient) => {
  client.setQueryData(['members', 'c-1'], ['Ana Ruiz']);
  return client;
};

async function endSessionWith(given: QueryClient | null) {
  const seen: { auth?: Auth } = {};
  render(
    <GivenQueryClient.Provider value={given}>
      <MemoryRouter>
        <AuthProvider storage={window.localStorage} fetch={() => Promise.reject(new Error('offline'))}>
          <Capture into={seen} />
        </AuthProvider>
      </MemoryRouter>
    </GivenQueryClient.Provider>,
  );
  await waitFor(() => expect(seen.auth?.status).toBe('signed-out'));
  act(() => seen.auth?.endSession());
}

describe('AuthProvider and the query cache', () => {
  it('empties the cache the areas share when a session ends', async () => {
    const shared = withData(keepSharedQueryClient(new QueryClient()));
    await endSessionWith(null);
    expect(shared.getQueryCache().getAll()).toEqual([]);
  });

  it("empties the App's own cache when it was given one", async () => {
    const given = withData(new QueryClient());
    const shared = withData(keepSharedQueryClient(new QueryClient()));
    await endSessionWith(given);
    expect(given.getQueryCache().getAll()).toEqual([]);
    expect(shared.getQueryData(['members', 'c-1'])).toEqual(['Ana Ruiz']);
  });
});

describe('AuthProvider with no network', () => {
  const setOnline = (online: boolean) =>
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  const storeSession = (expiresAt: string) => {
    window.localStorage.setItem('camppass.user', JSON.stringify(aUser()));
    window.localStorage.setItem('camppass.tokens', JSON.stringify(someTokens(expiresAt)));
  };
  const renderWith = (fetch: typeof globalThis.fetch) => {
    const seen: { auth?: Auth } = {};
    render(
      <MemoryRouter>
        <AuthProvider storage={window.localStorage} fetch={fetch}>
          <Capture into={seen} />
        </AuthProvider>
      </MemoryRouter>,
    );
    return seen;
  };

  afterEach(() => {
    setOnline(true);
    window.localStorage.clear();
  });

  it('keeps an expired session while offline and renews it once the connection returns', async () => {
    setOnline(false);
    storeSession('2020-01-01T00:00:00.000Z');
    const server = fakeServer({ 'auth-refresh': () => [200, { success: true, tokens: someTokens() }] });
    const seen = renderWith(server.fetch);
    await waitFor(() => expect(seen.auth?.status).toBe('signed-in'));
    // The expiry timer fires at once; offline it waits instead of ending the session.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
    expect(seen.auth?.status).toBe('signed-in');

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.calls.map((call) => call.name)).toEqual(['auth-refresh']));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('camppass.tokens') ?? '{}').expiresAt).toBe(
        someTokens().expiresAt,
      ),
    );
    expect(seen.auth?.status).toBe('signed-in');
  });

  it('still ends an expired session the server refuses to renew when online', async () => {
    storeSession('2020-01-01T00:00:00.000Z');
    const server = fakeServer({
      'auth-refresh': () => [401, { success: false, error: 'Expired', code: 'UNAUTHORIZED' }],
    });
    const seen = renderWith(server.fetch);
    await waitFor(() => expect(seen.auth?.status).toBe('signed-out'));
    expect(server.calls.map((call) => call.name)).toEqual(['auth-refresh']);
  });

  it('keeps a session whose token expires while offline, and renews it when back online', async () => {
    storeSession(new Date(Date.now() + 150).toISOString());
    const server = fakeServer({ 'auth-refresh': () => [200, { success: true, tokens: someTokens() }] });
    const seen = renderWith(server.fetch);
    await waitFor(() => expect(seen.auth?.status).toBe('signed-in'));
    setOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.auth?.status).toBe('signed-in');
    expect(server.calls).toEqual([]);

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.calls.map((call) => call.name)).toEqual(['auth-refresh']));
    expect(seen.auth?.status).toBe('signed-in');
  });
});
