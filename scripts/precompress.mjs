// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of a build, so the server
// answers compressed without compressing on every request. Only built-in modules.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|webmanifest|ico)$/i;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (data) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    name: 'gzip',
    suffix: '.gz',
    compress: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
  },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot folders (Vite's `.vite/manifest.json`) are build records, never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every compressible file of `dir` of at least MIN_BYTES; a copy that would not be
 * smaller than the original is not written. Returns what was written, for the build log and tests.
 */
export async function precompressDir(dir) {
  const written = [];
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = await readFile(path);
    if (data.length < MIN_BYTES) continue;
    for (const encoding of ENCODINGS) {
      const compressed = encoding.compress(data);
      if (compressed.length >= data.length) continue;
      await writeFile(path + encoding.suffix, compressed);
      written.push({ path: path + encoding.suffix, encoding: encoding.name, bytes: compressed.length });
    }
  }
  return written;
}
