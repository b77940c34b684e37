import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Files share one module graph per worker: their modules hold no state between tests, and the
    // import of a fresh graph per file was nine tenths of the project's time
    // (docs/decisions/ci.md#pure-projects-share-their-modules-across-files).
    name: 'core',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // The import job's tests write a few thousand rows in memory (2 to 3 s alone); on a loaded
    // machine 5 s was too short for them, as for the server's suites.
    testTimeout: 20_000,
  },
});
