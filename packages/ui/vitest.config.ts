import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceSource } from './workspace-source.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const STORIES = 'src/stories.test.tsx';

/** A jsdom project of the components' tests. */
const uiProject = (name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean }) =>
  defineProject({
    root,
    plugins: [workspaceSource(), react()],
    test: {
      name,
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
      css: false,
      ...test,
    },
  });

/**
 * The components' two projects. Their own tests share one module graph and document per worker
 * (each test's render is Testing Library's, unmounted after it); the stories run apart, because
 * Storybook keeps a file's last story mounted until its next one runs
 * (docs/decisions/ci.md#pure-projects-share-their-modules-across-files).
 */
export const uiProjects = [
  uiProject('ui', { include: ['src/**/*.test.{ts,tsx}'], exclude: [STORIES], isolate: false }),
  uiProject('ui-stories', { include: [STORIES] }),
];

export default uiProjects[0];
