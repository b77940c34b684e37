// The JavaScript each page downloads before it is interactive, gzip-compressed, against its budget.
// Reads the portal build's manifest (Vite `build.manifest`): a page loads the entry chunk with its
// static imports, then the lazily loaded chunk of its area with that chunk's static imports. Chunks
// an area loads later (the card form, a dialog) are not counted. Prints the figures; exits 1 over
// budget. Usage: node scripts/check-bundle-budget.mjs [dist folder, default apps/portal/dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT } from './run-server.mjs';

const KB = 1024;

/**
 * Each measured page, the area folder of the portal (src/areas/<area>/) its route loads, its budget,
 * and `alongside`: other lazily loaded modules its route fetches with the area (the query cache of
 * the areas that fetch data, see src/routes.tsx).
 */
export const BUDGETS = [
  {
    page: '/campground/pine-valley',
    area: 'public',
    alongside: ['src/shared/AreaQueries.tsx'],
    maxGzipBytes: 152.4 * KB,
  },
  { page: '/member-login', area: 'auth', maxGzipBytes: 129.2 * KB },
];

const AREAS = 'src/areas/';

/**
 * The manifest keys of the chunks a page loads before it is interactive, and the area chunks among
 * them. `note` says why no area chunk was counted when the portal is not split into areas.
 */
export function pageChunks(manifest, area, alongside = []) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  const chunks = new Set();
  const withImports = (key) => {
    if (chunks.has(key) || !manifest[key]) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported);
  };
  withImports(entry);
  const folder = `${AREAS}${area}/`;
  const areaChunks = [...new Set([...chunks].flatMap((key) => manifest[key].dynamicImports ?? []))].filter(
    (key) => key.startsWith(folder),
  );
  for (const key of areaChunks) withImports(key);
  for (const key of alongside) {
    if (!manifest[key])
      throw new Error(`The build has no chunk for ${key}: correct \`alongside\` in BUDGETS.`);
    withImports(key);
  }

  let note;
  if (areaChunks.length === 0) {
    if (Object.keys(manifest).some((key) => key.startsWith(AREAS))) {
      throw new Error(`The route table loads no chunk under ${folder}: correct the area in BUDGETS.`);
    }
    note = `the portal has no lazily loaded areas (${AREAS}): the whole entry is counted`;
  }
  return { chunks: [...chunks], areaChunks, note };
}

const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Each budget's page with its JavaScript files, their sizes and whether it fits. */
export function measure(distDir, budgets = BUDGETS) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No build manifest at ${manifestPath}: build the portal first (npm run build -w @camppass/portal).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return budgets.map((budget) => {
    const { chunks, areaChunks, note } = pageChunks(manifest, budget.area, budget.alongside);
    const files = chunks
      .map((key) => manifest[key].file)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => ({
        file,
        bytes: readFileSync(join(distDir, file)).length,
        gzipBytes: gzipBytes(join(distDir, file)),
      }));
    const gzipTotal = files.reduce((total, file) => total + file.gzipBytes, 0);
    return { ...budget, files, areaChunks, note, gzipTotal, fits: gzipTotal <= budget.maxGzipBytes };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function formatReport(results) {
  const lines = [];
  for (const result of results) {
    lines.push(
      `${result.fits ? 'ok  ' : 'OVER'} ${result.page}: ${kb(result.gzipTotal)} of JavaScript (gzip) before interactive, budget ${kb(result.maxGzipBytes)}`,
    );
    if (result.note) lines.push(`     (${result.note})`);
    for (const file of result.files) {
      lines.push(`     ${file.file}  ${kb(file.bytes)}, gzip ${kb(file.gzipBytes)}`);
    }
  }
  return lines.join('\n');
}

/** The command: prints the figures and answers the exit code. */
export function main(argv = process.argv.slice(2), log = console.log, error = console.error) {
  try {
    const results = measure(argv[0] ?? join(ROOT, 'apps/portal/dist'));
    log(formatReport(results));
    return results.every((result) => result.fits) ? 0 : 1;
  } catch (failure) {
    error(failure instanceof Error ? failure.message : String(failure));
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
