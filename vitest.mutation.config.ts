import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutation` runs against each mutant: the domain and core projects, which hold
 * every test that reaches the mutated code, and the HTTP layer's own tests (its authentication), less the exhaustive loops that take minutes under
 * instrumentation and duplicate fixed cases kept beside them.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './packages/domain/vitest.config.ts',
        test: { root: './packages/domain', exclude: ['**/*.exhaustive.test.ts', '**/node_modules/**'] },
      },
      './packages/core/vitest.config.ts',
      // The HTTP layer's authentication: its own unit tests, not the server's whole suite (a project
      // of its own: `extends` would add the server's `include` of every test to this one).
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: { name: 'server-http', root: './apps/server', include: ['src/http/**/*.test.ts'] },
      },
    ],
  },
});
