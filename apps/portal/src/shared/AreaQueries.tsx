import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { GivenQueryClient, keepSharedQueryClient, sharedQueryClient } from './query-cache';
import { createQueryClient } from './query-client';

/** The cache the areas share, made by the first to ask for it. */
export const areaQueryClient = (): QueryClient =>
  sharedQueryClient() ?? keepSharedQueryClient(createQueryClient());

/** The query cache around an area's screens: the App's when it was given one, else the shared one. */
export function AreaQueries({ children }: { children: ReactNode }) {
  const given = useContext(GivenQueryClient);
  const client = given ?? areaQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
