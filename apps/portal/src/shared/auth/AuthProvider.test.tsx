import { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GivenQueryClient, keepSharedQueryClient } from '../query-cache';
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
