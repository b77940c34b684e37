// Every citation of a decision resolves, and every decision says its status. Reads the files git
// tracks or would track; a `docs/decisions/<file>.md#<anchor>` anywhere (and a relative link inside
// docs/decisions) must name an existing file and heading, every `### ` entry of a topic file must be
// followed by its `Status:` line, and nothing may cite the old single file. Prints the problems and
// exits 1 when there are any. Usage: node scripts/check-decisions.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './run-server.mjs';

export const DECISIONS_DIR = 'docs/decisions';

/** The file the topic files replaced; built here so this script does not cite it itself. */
const OLD_FILE = `${DECISIONS_DIR}.md`;

/** `Status: current · 2026-11-27` or `Status: superseded by [title](file.md#anchor) · 2026-11-27`. */
export const STATUS_LINE = /^Status: (current|superseded by \[[^\]]+\]\([^)]+\)) · \d{4}-\d{2}-\d{2}$/;

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, each space a hyphen. */
export const githubAnchor = (heading) =>
  heading
    .trim()
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** The headings of a Markdown text (outside code fences) with their anchors, repeats numbered as GitHub does. */
export function headingsOf(text) {
  const seen = new Map();
  const headings = [];
  let fenced = false;
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (!match) continue;
    const base = githubAnchor(match[2]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    headings.push({
      level: match[1].length,
      title: match[2],
      anchor: count === 0 ? base : `${base}-${count}`,
      line: index,
    });
  }
  return headings;
}

/** Entries (`### ` headings) whose first non-blank line after the heading is not a valid status line. */
export function entriesWithoutStatus(text) {
  const lines = text.split('\n');
  return headingsOf(text)
    .filter(({ level }) => level === 3)
    .filter(({ line }) => {
      const next = lines.slice(line + 1).find((candidate) => candidate.trim() !== '');
      return next === undefined || !STATUS_LINE.test(next.trim());
    })
    .map(({ title }) => title);
}

const CITATION = /docs\/decisions\/([A-Za-z0-9_.-]+\.md)(?:#([\p{L}\p{N}_-]*))?/gu;
const RELATIVE_LINK = /\]\((?!https?:|\/)([A-Za-z0-9_.-]+\.md)?(?:#([\p{L}\p{N}_-]*))?\)/gu;

/**
 * The decision files and anchors a text cites: `docs/decisions/<topic>.md#<anchor>` anywhere, and
 * Markdown links such as `[title](<topic>.md#<anchor>)` inside docs/decisions (code spans aside).
 */
export function citationsIn(path, text) {
  const found = [...text.matchAll(CITATION)].map((match) => ({ file: match[1], anchor: match[2] }));
  const inDecisions = path.startsWith(`${DECISIONS_DIR}/`) && path.endsWith('.md');
  if (inDecisions) {
    const own = path.slice(DECISIONS_DIR.length + 1);
    for (const match of text.replace(/`[^`\n]*`/g, '').matchAll(RELATIVE_LINK)) {
      if (match[1] === undefined && match[2] === undefined) continue;
      found.push({ file: match[1] ?? own, anchor: match[2] });
    }
  }
  return found;
}

/**
 * Every problem of the given files (path → text): citations of missing decision files or headings,
 * entries without a status line, and citations of the old single file.
 */
export function problems(files) {
  const topics = new Map();
  for (const [path, text] of Object.entries(files)) {
    const name = path.startsWith(`${DECISIONS_DIR}/`) ? path.slice(DECISIONS_DIR.length + 1) : null;
    if (name && !name.includes('/') && name.endsWith('.md')) {
      topics.set(name, new Set(headingsOf(text).map(({ anchor }) => anchor)));
    }
  }
  const found = [];
  for (const [path, text] of Object.entries(files)) {
    if (text.includes(OLD_FILE))
      found.push(`${path}: cites ${OLD_FILE}, which is now ${DECISIONS_DIR}/<topic>.md`);
    for (const { file, anchor } of citationsIn(path, text)) {
      const anchors = topics.get(file);
      if (!anchors) found.push(`${path}: cites ${DECISIONS_DIR}/${file}, which does not exist`);
      else if (anchor !== undefined && !anchors.has(anchor)) {
        found.push(`${path}: cites ${DECISIONS_DIR}/${file}#${anchor}, which is no heading there`);
      }
    }
  }
  for (const [name] of topics) {
    if (name === 'README.md') continue;
    for (const title of entriesWithoutStatus(files[`${DECISIONS_DIR}/${name}`])) {
      found.push(`${DECISIONS_DIR}/${name}: entry "${title}" has no Status line`);
    }
  }
  return found;
}

/** The text files git tracks or would track, by path (binary files left out). */
export function trackedTexts(root) {
  const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const files = {};
  for (const path of paths) {
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // listed but gone from the work tree
    }
    if (!text.includes('\0')) files[path] = text;
  }
  return files;
}

export function main(root = ROOT, log = console.log) {
  const found = problems(trackedTexts(root));
  for (const problem of found) log(problem);
  return found.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
