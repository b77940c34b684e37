import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapter-react-email', include: ['src/**/*.test.{ts,tsx}'] },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
