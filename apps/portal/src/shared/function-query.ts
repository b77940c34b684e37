import type { CallError, CallResult } from '@camppass/client';
import { type QueryKey, useQuery } from '@tanstack/react-query';

/** A read call as a screen shows it: loading, the failure or the answer, and a way to try again. */
export interface FunctionQuery<T> {
  readonly loading: boolean;
  readonly error: CallError | null;
  readonly data: T | undefined;
  retry(): void;
}

export interface FunctionQueryOptions<C, I, T> {
  /** The client of the area, read from its context. */
  readonly useClient: () => C;
  /** The cache key for an input. */
  readonly key: (input: I) => QueryKey;
  readonly staleTime: number;
  /**
   * 'offlineFirst' runs the call with no network too (the query library otherwise waits for one), for
   * a read whose `run` answers a kept copy when the call cannot arrive.
   */
  readonly networkMode?: 'offlineFirst';
  readonly run: (client: C, input: I, signal: AbortSignal) => Promise<CallResult<T>>;
}

/** The definition of a read call, made once per function at module level. */
export const defineFunctionQuery = <C, I, T>(options: FunctionQueryOptions<C, I, T>) => options;

/**
 * The generic read hook; each function gets its own from a definition:
 * `const useX = (input) => useFunctionQuery(xQuery, input)`. The call's failure is kept as a value
 * (never thrown), so the cache does not retry a refusal on its own; `retry()` asks again.
 */
export function useFunctionQuery<C, I, T>(
  { useClient, key, run, staleTime, networkMode }: FunctionQueryOptions<C, I, T>,
  input: I,
): FunctionQuery<T> {
  const client = useClient();
  const query = useQuery({
    queryKey: key(input),
    queryFn: ({ signal }) => run(client, input, signal),
    staleTime,
    retry: false,
    ...(networkMode ? { networkMode } : {}),
  });
  const result = query.data;
  return {
    loading: query.isPending,
    error: result && !result.ok ? result : null,
    data: result?.ok ? result.value : undefined,
    retry: () => void query.refetch(),
  };
}
