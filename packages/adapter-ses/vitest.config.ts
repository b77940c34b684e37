import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapter-ses', include: ['src/**/*.test.ts'] },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
