import { CACHE_LIFETIME_MS } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_FAMILIES } from './query-client';

describe('query cache lifetimes (01 §9)', () => {
  it('keeps each family fresh for its lifetime', () => {
    const client = createQueryClient();
    expect(client.getQueryDefaults([QUERY_FAMILIES.campgrounds, 'any']).staleTime).toBe(5 * 60_000);
    expect(client.getQueryDefaults([QUERY_FAMILIES.activeMemberships]).staleTime).toBe(2 * 60_000);
    expect(client.getQueryDefaults([QUERY_FAMILIES.campgroundSettings, 'c-1']).staleTime).toBe(10 * 60_000);
    expect(client.getQueryDefaults([QUERY_FAMILIES.members]).staleTime).toBe(60_000);
    expect(client.getQueryDefaults([QUERY_FAMILIES.membershipTypes]).staleTime).toBe(
      CACHE_LIFETIME_MS.membershipTypes,
    );
    expect(client.getQueryDefaults([QUERY_FAMILIES.campgroundLookup]).staleTime).toBe(5 * 60_000);
  });
});
