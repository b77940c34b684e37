import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from '../../scripts/precompress.mjs';
import { workspaceAliases } from './workspace-aliases.ts';

const server = 'http://localhost:3000';

/** The gate's service worker (src/areas/owner/gate/gate-sw.ts), built to dist/gate-sw.js. */
const GATE_WORKER = 'gate-sw';
const GATE_WORKER_SOURCE = 'src/areas/owner/gate/gate-sw.ts';

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

/**
 * jsqr (the Check in tab's decoder where the browser has no BarcodeDetector) ships only a UMD file.
 * Bundled as CommonJS, it made the bundler move its CommonJS helpers out of the entry into a chunk
 * of their own that every first load then fetched; given its own `module` here, it is an ES module.
 */
const jsqrAsModule = (): Plugin => ({
  name: 'camppass:jsqr-as-module',
  apply: 'build',
  transform(code, id) {
    if (!id.replace(/\\/g, '/').endsWith('/node_modules/jsqr/dist/jsQR.js')) return null;
    return {
      code: `var module = { exports: {} }; var exports = module.exports;\n${code}\nexport default module.exports.default ?? module.exports;\n`,
      map: null,
    };
  },
});

/**
 * Two builds: the browser's (dist), and with `--ssr` the server's render of the public pages
 * (src/entry-server.tsx into dist/.ssr, which the server imports; dot folders are never served). The
 * render's dependencies stay in node_modules, the workspace packages are bundled from their sources.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress(), jsqrAsModule()],
  resolve: { alias: workspaceAliases },
  // react-aria's packages declare a `source` export condition whose files they do not publish, and
  // the server runs with that condition (scripts/run-server.mjs): they are bundled into the render.
  ssr: {
    noExternal: [
      /^react-aria/,
      /^react-stately/,
      /^@react-aria\//,
      /^@react-stately\//,
      /^@react-types\//,
      /^@internationalized\//,
    ],
  },
  build: isSsrBuild
    ? {
        ssr: 'src/entry-server.tsx',
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // One file: the server imports it again under a new address when the build changes, and
        // chunks importing the entry by its plain name would load a second copy of it.
        rollupOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Source maps stay out of the served build (the development server has its own).
        sourcemap: false,
        // .vite/manifest.json: what each route loads, for the bundle budget (scripts/check-bundle-budget.mjs).
        manifest: true,
        rollupOptions: {
          // The gate's service worker: its own entry at a fixed address, since a worker's address is
          // its identity (a new hash would register a second worker).
          input: { index: 'index.html', [GATE_WORKER]: GATE_WORKER_SOURCE },
          output: {
            entryFileNames: (chunk) => (chunk.name === GATE_WORKER ? '[name].js' : 'assets/[name]-[hash].js'),
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/functions': server, '/dev': server, '/files': server },
  },
}));
