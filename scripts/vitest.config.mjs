import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'scripts', include: ['*.test.mjs'], testTimeout: 20_000, isolate: false },
});
