import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.mjs';

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each text file worth compressing, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, '.vite'));
    const script = `export const text = ${JSON.stringify('pine valley '.repeat(500))};`;
    await writeFile(join(dir, 'assets', 'index-1.js'), script);
    await writeFile(join(dir, 'assets', 'index-1.css'), `body{color:red}\n`.repeat(200));
    await writeFile(join(dir, 'index.html'), '<!doctype html>'); // too small to gain anything
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4 * MIN_BYTES, 7)); // compressed already
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));

    const written = await precompressDir(dir);

    expect(written.map((entry) => entry.path.slice(dir.length)).sort()).toEqual([
      '/assets/index-1.css.br',
      '/assets/index-1.css.gz',
      '/assets/index-1.js.br',
      '/assets/index-1.js.gz',
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, 'assets', 'index-1.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(await readFile(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(script);
    for (const entry of written) expect(entry.bytes).toBeLessThan(script.length);
    expect((await readdir(join(dir, '.vite'))).sort()).toEqual(['manifest.json']);
  });

  it('does not write a copy that would be larger than its original', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    // Random bytes do not compress.
    const noise = Buffer.from(Array.from({ length: 4 * MIN_BYTES }, () => Math.floor(Math.random() * 256)));
    await writeFile(join(dir, 'noise.txt'), noise);
    expect(await precompressDir(dir)).toEqual([]);
  });
});
