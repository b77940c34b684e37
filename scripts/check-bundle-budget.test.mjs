import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { main, measure, pageChunks } from './check-bundle-budget.mjs';

/** A manifest shaped like the portal's once its areas load lazily from the route table. */
const SPLIT = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-v1.js'],
    dynamicImports: [
      'src/areas/public/index.tsx',
      'src/areas/auth/index.tsx',
      'src/areas/member/index.tsx',
      'src/shared/AreaQueries.tsx',
    ],
    css: ['assets/index-c1.css'],
  },
  'src/shared/AreaQueries.tsx': {
    file: 'assets/queries-q1.js',
    isDynamicEntry: true,
    imports: ['_query-q2.js'],
  },
  '_query-q2.js': { file: 'assets/query-q2.js' },
  '_react-v1.js': { file: 'assets/react-v1.js' },
  '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_react-v1.js'] },
  'src/areas/public/index.tsx': {
    file: 'assets/public-p1.js',
    isDynamicEntry: true,
    imports: ['_form-f1.js', '_react-v1.js'],
    dynamicImports: ['src/areas/public/purchase/StripeCardForm.tsx'],
  },
  'src/areas/public/purchase/StripeCardForm.tsx': { file: 'assets/stripe-s1.js', isDynamicEntry: true },
  'src/areas/auth/index.tsx': { file: 'assets/auth-a1.js', isDynamicEntry: true, imports: ['_form-f1.js'] },
  'src/areas/member/index.tsx': { file: 'assets/member-m1.js', isDynamicEntry: true },
};

/** Incompressible bytes, so a file's gzip size is close to its own. */
const noise = (kb) => randomBytes(kb * 1024);

async function build(manifest, kbByFile) {
  const dir = await mkdtemp(join(tmpdir(), 'budget-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const contents = {};
  for (const [file, kb] of Object.entries(kbByFile)) {
    contents[file] = noise(kb);
    await writeFile(join(dir, file), contents[file]);
  }
  return { dir, contents };
}

const budget = (page, area, kb) => ({ page, area, maxGzipBytes: kb * 1024 });

describe('pageChunks', () => {
  it("counts the entry with its imports and the route's area chunk with its imports, each once", () => {
    const { chunks, areaChunks, note } = pageChunks(SPLIT, 'public');
    expect(chunks.sort()).toEqual([
      '_form-f1.js',
      '_react-v1.js',
      'index.html',
      'src/areas/public/index.tsx',
    ]);
    expect(areaChunks).toEqual(['src/areas/public/index.tsx']);
    expect(note).toBeUndefined();
    // Other areas and what an area loads later (the card form) are not loaded before interactive.
    expect(pageChunks(SPLIT, 'auth').chunks.sort()).toEqual([
      '_form-f1.js',
      '_react-v1.js',
      'index.html',
      'src/areas/auth/index.tsx',
    ]);
  });

  it('counts the whole entry, and says so, while the portal has no areas', () => {
    const single = { 'index.html': { file: 'assets/index-1.js', isEntry: true } };
    const { chunks, note } = pageChunks(single, 'public');
    expect(chunks).toEqual(['index.html']);
    expect(note).toContain('no lazily loaded areas');
  });

  it('counts the modules the route fetches alongside the area, and refuses one the build lacks', () => {
    expect(pageChunks(SPLIT, 'public', ['src/shared/AreaQueries.tsx']).chunks).toEqual(
      expect.arrayContaining(['src/shared/AreaQueries.tsx', '_query-q2.js', 'src/areas/public/index.tsx']),
    );
    expect(pageChunks(SPLIT, 'auth').chunks).not.toContain('src/shared/AreaQueries.tsx');
    expect(() => pageChunks(SPLIT, 'public', ['src/shared/Missing.tsx'])).toThrow('src/shared/Missing.tsx');
  });

  it('refuses an area the route table does not load, so a renamed folder is not measured as nothing', () => {
    expect(() => pageChunks(SPLIT, 'campground')).toThrow('src/areas/campground/');
  });
});

describe('measure and the command', () => {
  const files = {
    'assets/index-e1.js': 40,
    'assets/react-v1.js': 30,
    'assets/form-f1.js': 10,
    'assets/public-p1.js': 20,
    'assets/auth-a1.js': 5,
    'assets/member-m1.js': 50,
    'assets/stripe-s1.js': 80,
    'assets/queries-q1.js': 3,
    'assets/query-q2.js': 5,
    'assets/index-c1.css': 30,
  };

  it('sums the gzip size of the JavaScript files a page loads', async () => {
    const { dir, contents } = await build(SPLIT, files);
    const [result] = measure(dir, [budget('/campground/x', 'public', 150)]);
    expect(result.files.map((file) => file.file).sort()).toEqual([
      'assets/form-f1.js',
      'assets/index-e1.js',
      'assets/public-p1.js',
      'assets/react-v1.js',
    ]);
    const expected = ['assets/index-e1.js', 'assets/react-v1.js', 'assets/form-f1.js', 'assets/public-p1.js']
      .map((file) => gzipSync(contents[file], { level: 9 }).length)
      .reduce((sum, bytes) => sum + bytes, 0);
    expect(result.gzipTotal).toBe(expected);
    // About 100 KB of incompressible text: its gzip size stays near it.
    expect(result.gzipTotal).toBeGreaterThan(100 * 1024);
    expect(result.gzipTotal).toBeLessThan(101 * 1024);
    expect(result.fits).toBe(true);
  });

  it('prints each page with its files and exits 1 when one is over budget', async () => {
    const { dir } = await build(SPLIT, files);
    const out = [];
    expect(main([dir], (line) => out.push(line))).toBe(0);
    expect(out.join('\n')).toMatch(/^ok +\/campground\/pine-valley: \d+\.\d KB of JavaScript \(gzip\)/m);
    expect(out.join('\n')).toContain('assets/public-p1.js');

    const { dir: heavy } = await build(SPLIT, { ...files, 'assets/react-v1.js': 200 });
    const heavyOut = [];
    expect(main([heavy], (line) => heavyOut.push(line))).toBe(1);
    expect(heavyOut.join('\n')).toMatch(/^OVER \/campground\/pine-valley: .* budget \d+\.\d KB$/m);
  });

  it('exits 1 with one line when the portal is not built', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'budget-'));
    const errors = [];
    expect(
      main(
        [empty],
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(1);
    expect(errors).toEqual([expect.stringContaining('build the portal first')]);
  });
});
