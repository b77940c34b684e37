import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'adapter-webauthn', include: ['src/**/*.test.ts'] },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
