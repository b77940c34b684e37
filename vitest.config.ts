import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.mjs'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      include: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**', '**/index.ts'],
      thresholds: {
        'packages/domain/src/**': { lines: 95 },
      },
    },
  },
});
