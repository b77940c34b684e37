import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A DOM project of the portal's tests: React, the workspace's sources, one setup. */
const portalProject = (name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean }) =>
  defineProject({
    root,
    plugins: [react()],
    resolve: { alias: workspaceAliases },
    test: {
      name,
      // happy-dom, jsdom where a file says why (docs/decisions/ci.md#the-portals-tests-run-in-happy-dom).
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
      css: false,
      // A worker thread per isolated file instead of a process (docs/decisions/ci.md#the-portals-tests-run-in-worker-threads).
      pool: 'threads',
      testTimeout: 20_000,
      ...test,
    },
  });

/**
 * The portal's two projects: its parts one by one, and the journeys through the whole portal
 * (`*.portal.test.tsx`: App, router, areas) in a project of their own whose files share one module
 * graph per worker instead of importing the portal afresh each
 * (docs/decisions/ci.md#whole-portal-renders-share-their-modules).
 */
export const portalProjects = [
  portalProject('portal', { include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.portal.test.tsx'] }),
  portalProject('portal-whole', { include: ['src/**/*.portal.test.tsx'], isolate: false }),
];

export default portalProjects[0];
