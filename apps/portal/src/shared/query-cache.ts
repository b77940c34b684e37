import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query cache of the areas that fetch data. It is made by the first such area to open (see
 * AreaQueries), so the sign-in screens start without the query library; a cache given to the App
 * (each test render has its own) is used instead.
 */
export const GivenQueryClient = createContext<QueryClient | null>(null);

let shared: QueryClient | null = null;

/** The cache the areas share, once one of them has made it. */
export const sharedQueryClient = (): QueryClient | null => shared;

export const keepSharedQueryClient = (client: QueryClient): QueryClient => {
  shared = client;
  return client;
};
