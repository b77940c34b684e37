import { describe, expect, it } from 'vitest';
import {
  citationsIn,
  DECISIONS_DIR,
  entriesWithoutStatus,
  githubAnchor,
  headingsOf,
  main,
  problems,
  STATUS_LINE,
  trackedTexts,
} from './check-decisions.mjs';
import { ROOT } from './run-server.mjs';

const topic = (...entries) =>
  `# Topic\n\nWhat it covers.\n\n${entries.map(([title, status]) => `### ${title}\n\n${status}\n\nText.\n`).join('\n')}`;

const current = 'Status: current · 2026-11-27';

describe('decision anchors', () => {
  it('writes anchors as GitHub does: lower case, punctuation dropped, each space a hyphen', () => {
    expect(githubAnchor('Members search at 100,000: the table is compacted once')).toBe(
      'members-search-at-100000-the-table-is-compacted-once',
    );
    expect(githubAnchor("Renew and Extend follow the campground's switches")).toBe(
      'renew-and-extend-follow-the-campgrounds-switches',
    );
    expect(githubAnchor('A plan priced at $0')).toBe('a-plan-priced-at-0');
    expect(githubAnchor('1- and 2-day passes end on their start day')).toBe(
      '1--and-2-day-passes-end-on-their-start-day',
    );
    expect(githubAnchor('Native form fields in @camppass/ui')).toBe('native-form-fields-in-camppassui');
    expect(githubAnchor('The `source` condition')).toBe('the-source-condition');
  });

  it('numbers a repeated heading as GitHub does and skips code fences', () => {
    const text = '# A\n\n### Same\n\n```\n### Not a heading\n```\n\n### Same\n';
    expect(headingsOf(text).map(({ anchor }) => anchor)).toEqual(['a', 'same', 'same-1']);
  });
});

describe('status lines', () => {
  it('accepts a current or superseded status with its date, and nothing else', () => {
    expect(STATUS_LINE.test(current)).toBe(true);
    expect(STATUS_LINE.test('Status: superseded by [New](other.md#new) · 2026-11-25')).toBe(true);
    expect(STATUS_LINE.test('Status: current')).toBe(false);
    expect(STATUS_LINE.test('Status: draft · 2026-11-25')).toBe(false);
    expect(STATUS_LINE.test('Status: superseded by New · 2026-11-25')).toBe(false);
  });

  it('names the entries whose first line is not a status line', () => {
    const text = topic(['Kept', current], ['Missing', 'Just text.'], ['Undated', 'Status: current']);
    expect(entriesWithoutStatus(text)).toEqual(['Missing', 'Undated']);
    expect(entriesWithoutStatus(`${topic(['Kept', current])}\n### Last\n`)).toEqual(['Last']);
  });
});

describe('citations', () => {
  it('reads topic citations anywhere, and relative links only inside the decisions', () => {
    const code = `// see ${DECISIONS_DIR}/ci.md#two-workers, and ${DECISIONS_DIR}/README.md.`;
    expect(citationsIn('vitest.config.ts', code)).toEqual([
      { file: 'ci.md', anchor: 'two-workers' },
      { file: 'README.md', anchor: undefined },
    ]);
    expect(citationsIn('README.md', '[x](other.md#a)')).toEqual([]);
    const doc = 'See [New](other.md#a) and [there](#b); `[title](file.md#anchor)` is an example.';
    expect(citationsIn(`${DECISIONS_DIR}/ci.md`, doc)).toEqual([
      { file: 'other.md', anchor: 'a' },
      { file: 'ci.md', anchor: 'b' },
    ]);
  });

  it('reports a missing file, a missing heading, an entry without status and the old single file', () => {
    const files = {
      [`${DECISIONS_DIR}/ci.md`]: topic(['Two workers', current], ['No status', 'Text.']),
      [`${DECISIONS_DIR}/README.md`]:
        '# Decisions\n\n- [Two workers](ci.md#two-workers)\n- [Gone](ci.md#gone)\n',
      'vitest.config.ts': `// ${DECISIONS_DIR}/ci.md#two-workers and ${DECISIONS_DIR}/ci.md#three-workers`,
      Dockerfile: `# see ${DECISIONS_DIR}/tooling.md#biome`,
      '.ci/run': `# see ${DECISIONS_DIR}.md (CI)`,
    };
    expect(problems(files)).toEqual([
      `${DECISIONS_DIR}/README.md: cites ${DECISIONS_DIR}/ci.md#gone, which is no heading there`,
      `vitest.config.ts: cites ${DECISIONS_DIR}/ci.md#three-workers, which is no heading there`,
      `Dockerfile: cites ${DECISIONS_DIR}/tooling.md, which does not exist`,
      `.ci/run: cites ${DECISIONS_DIR}.md, which is now ${DECISIONS_DIR}/<topic>.md`,
      `${DECISIONS_DIR}/ci.md: entry "No status" has no Status line`,
    ]);
    const fixed = { ...files };
    fixed[`${DECISIONS_DIR}/ci.md`] = topic(['Two workers', current], ['Three workers', current]);
    fixed[`${DECISIONS_DIR}/README.md`] = '# Decisions\n\n- [Two workers](ci.md#two-workers)\n';
    fixed[`${DECISIONS_DIR}/tooling.md`] = topic(['Biome', current]);
    fixed['.ci/run'] = `# see ${DECISIONS_DIR}/ci.md#two-workers`;
    expect(problems(fixed)).toEqual([]);
  });
});

describe('this repository', () => {
  it('has a decisions index and topic files whose every entry has a status', () => {
    const files = trackedTexts(ROOT);
    const topics = Object.keys(files).filter((path) => path.startsWith(`${DECISIONS_DIR}/`));
    expect(topics).toContain(`${DECISIONS_DIR}/README.md`);
    expect(topics.length).toBeGreaterThan(10);
    const entries = topics.flatMap((path) => headingsOf(files[path]).filter(({ level }) => level === 3));
    expect(entries.length).toBeGreaterThan(100);
  });

  it('resolves every decision cited in the tracked files', () => {
    const lines = [];
    expect(main(ROOT, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual([]);
  });
});
