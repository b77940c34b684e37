import type { CallResult } from '@camppass/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineFunctionQuery, useFunctionQuery } from './function-query';

const refused: CallResult<never> = {
  ok: false,
  code: 'INTERNAL_ERROR',
  message: 'Refused',
  status: 500,
  failure: { kind: 'response', status: 500, code: 'INTERNAL_ERROR', error: 'Refused' },
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useFunctionQuery', () => {
  it('is loading, then gives the failure as a value without retrying, and retry() asks again', async () => {
    const run = vi
      .fn<(client: string, input: string) => Promise<CallResult<number>>>()
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce({ ok: true, value: 42 });
    const answerQuery = defineFunctionQuery({
      useClient: () => 'client',
      key: (input: string) => ['test', input],
      staleTime: 60_000,
      run: (client, input) => run(client, input),
    });
    const { result } = renderHook(() => useFunctionQuery(answerQuery, 'x'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error?.code).toBe('INTERNAL_ERROR');
    expect(result.current.data).toBeUndefined();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('client', 'x');

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(result.current.error).toBeNull();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
