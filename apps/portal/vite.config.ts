import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from './workspace-aliases.ts';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/functions': server, '/dev': server, '/files': server },
  },
});
