// No source file over 400 lines unless a comment at its top says why (tests, fixtures and stories
// aside). Reads the files git tracks or would track; prints the offenders and exits 1 when there
// are any. Usage: node scripts/check-file-length.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './run-server.mjs';

export const MAX_LINES = 400;

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const EXEMPT = /(\.(test|spec|stories)\.[a-z]+$)|(^|\/)(testing|fixtures|__fixtures__)\//;

/** Source files that count: code and styles, not tests, fixtures or stories. */
export const isCounted = (path) => SOURCE.test(path) && !EXEMPT.test(path);

/** A comment within the first five lines that names the limit ("over 400 lines: ...") explains a long file. */
export const explainsLength = (text) =>
  text
    .split('\n')
    .slice(0, 5)
    .some(
      (line) => /^\s*(\/\/|\/\*|\*)/.test(line) && new RegExp(`\\b${MAX_LINES} lines\\b`, 'i').test(line),
    );

export const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The counted files over the limit without an explanation, with their line counts. */
export function offenders(files, read) {
  return files
    .filter(isCounted)
    .map((path) => ({ path, text: read(path) }))
    .filter(({ text }) => lineCount(text) > MAX_LINES && !explainsLength(text))
    .map(({ path, text }) => ({ path, lines: lineCount(text) }));
}

export function main(root = ROOT, log = console.log) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const found = offenders(files, (path) => readFileSync(join(root, path), 'utf8'));
  for (const { path, lines } of found) {
    log(`${path}: ${lines} lines (over ${MAX_LINES}: split it, or say why at its top)`);
  }
  return found.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
