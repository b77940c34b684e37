import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { portalProjects } from './apps/portal/vitest.config.ts';
import { uiProjects } from './packages/ui/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, a single worker on CI's two; the files
    // wait on PostgreSQL, PGlite and jsdom as much as they compute, so two run side by side
    // (docs/decisions/ci.md#two-test-workers-on-two-cores-one-browser-at-a-time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/!(ui)/vitest.config.ts',
      ...uiProjects,
      'apps/server/vitest.config.ts',
      ...portalProjects,
      'scripts/vitest.config.mjs',
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      // The domain is the one package with a threshold; `npm run test:unit` measures it in a run of
      // its own and runs the other projects without coverage
      // (docs/decisions/ci.md#coverage-measured-where-it-has-a-threshold).
      include: ['packages/domain/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/index.ts'],
      thresholds: {
        'packages/domain/src/**': { lines: 95 },
      },
    },
  },
});
