import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
