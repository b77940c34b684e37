import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaQueries } from './AreaQueries';
import { GivenQueryClient, sharedQueryClient } from './query-cache';

function Capture({ into }: { into: QueryClient[] }) {
  into.push(useQueryClient());
  return null;
}

describe('AreaQueries', () => {
  it('makes one cache at the first area and shares it with the next, with the lifetimes of 01 §9', () => {
    expect(sharedQueryClient()).toBeNull();
    const seen: QueryClient[] = [];
    const first = render(
      <AreaQueries>
        <Capture into={seen} />
      </AreaQueries>,
    );
    first.unmount();
    render(
      <AreaQueries>
        <Capture into={seen} />
      </AreaQueries>,
    );
    expect(seen[0]).toBeInstanceOf(QueryClient);
    expect(seen.at(-1)).toBe(seen[0]);
    expect(sharedQueryClient()).toBe(seen[0]);
    expect(seen[0]?.getQueryDefaults(['campground-lookup']).staleTime).toBeGreaterThan(0);
  });

  it("uses the App's cache when it was given one", () => {
    const given = new QueryClient();
    const seen: QueryClient[] = [];
    render(
      <GivenQueryClient.Provider value={given}>
        <AreaQueries>
          <Capture into={seen} />
        </AreaQueries>
      </GivenQueryClient.Provider>,
    );
    expect(seen.at(-1)).toBe(given);
    expect(sharedQueryClient()).not.toBe(given);
  });
});
