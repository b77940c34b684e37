import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
