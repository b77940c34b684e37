import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceSource } from './workspace-source.ts';

export default defineProject({
  plugins: [workspaceSource(), react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
