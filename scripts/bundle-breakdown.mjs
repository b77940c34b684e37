// Where each budgeted page's JavaScript goes: builds the portal with source maps into a temporary
// folder and shares out each chunk's gzip size among the packages (and portal/ui folders) its
// minified bytes come from, in proportion to those bytes. Usage: node scripts/bundle-breakdown.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUDGETS, measure } from './check-bundle-budget.mjs';
import { ROOT } from './run-server.mjs';

const require = createRequire(import.meta.url);
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

/** The package a source file belongs to: npm package, `@camppass/<pkg>/<folder>` or `portal/<path>`. */
export function sourceGroup(source) {
  if (!source) return '(bundler)';
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = source.slice(nodeModules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const workspace = /packages\/([^/]+)\/src\/([^/.]+)/.exec(source);
  if (workspace) return `@camppass/${workspace[1]}/${workspace[2]}`;
  const portal = /apps\/portal\/src\/(.+)/.exec(source);
  return portal ? `portal/${portal[1]}` : source;
}

/** Minified bytes of `code` by source group, read from its source map. */
export function bytesBySource(code, map) {
  const trace = new TraceMap(map);
  const bytes = new Map();
  code.split('\n').forEach((line, index) => {
    for (let column = 0; column < line.length; column++) {
      const group = sourceGroup(originalPositionFor(trace, { line: index + 1, column }).source);
      bytes.set(group, (bytes.get(group) ?? 0) + 1);
    }
  });
  return bytes;
}

function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'camppass-breakdown-'));
  try {
    execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir'], {
      cwd: join(ROOT, 'apps/portal'),
      stdio: 'ignore',
    });
    for (const page of measure(outDir, BUDGETS)) {
      const groups = new Map();
      for (const file of page.files) {
        const code = readFileSync(join(outDir, file.file), 'utf8');
        const mapFile = join(outDir, `${file.file}.map`);
        // Chunks the bundler writes itself (its preload helper) come without a map.
        const bytes = existsSync(mapFile)
          ? bytesBySource(code, readFileSync(mapFile, 'utf8'))
          : new Map([['(bundler)', code.length]]);
        for (const [group, count] of bytes) {
          groups.set(group, (groups.get(group) ?? 0) + (count / code.length) * file.gzipBytes);
        }
      }
      console.log(`${page.page}: ${(page.gzipTotal / 1024).toFixed(1)} KB gzip`);
      for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]).filter(([, g]) => g >= 512)) {
        console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${group}`);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
