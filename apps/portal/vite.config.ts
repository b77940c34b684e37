import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';
import { workspaceAliases } from './workspace-aliases.ts';

const server = 'http://localhost:3000';

/** Brotli and gzip copies of the built files, which the server picks by the browser's Accept-Encoding. */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'camppass:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
};

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps stay out of the served build (the development server has its own).
    sourcemap: false,
    // .vite/manifest.json: what each route loads, for the bundle budget (scripts/check-bundle-budget.mjs).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/functions': server, '/dev': server, '/files': server },
  },
});
