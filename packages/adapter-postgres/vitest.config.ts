import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'adapter-postgres',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The files of a worker share one module graph, and with it the migrated PGlite image
    // (docs/decisions/ci.md#pure-projects-share-their-modules-across-files).
    isolate: false,
  },
});
