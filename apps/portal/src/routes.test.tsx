import { describe, expect, it } from 'vitest';
import { createRoutes, routeReadsData } from './routes';

describe('routeReadsData', () => {
  const routes = createRoutes();

  it('says which screens read data through the query cache, which main.tsx primes before hydrating', () => {
    for (const path of ['/campground/pine-valley', '/campground/pine-valley/purchase', '/membership'])
      expect(routeReadsData(routes, path), path).toBe(true);
    for (const path of ['/', '/member-login', '/forgot-password', '/privacy', '/terms', '/no-such-page'])
      expect(routeReadsData(routes, path), path).toBe(false);
  });
});
