import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapter-wallet', include: ['src/**/*.test.ts'] },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
