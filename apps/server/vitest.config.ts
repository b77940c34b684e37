import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph: each imported the whole server afresh
    // (docs/decisions/ci.md#pure-projects-share-their-modules-across-files).
    isolate: false,
  },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
