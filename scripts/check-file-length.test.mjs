import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainsLength, isCounted, lineCount, MAX_LINES, main, offenders } from './check-file-length.mjs';

const lines = (count, first = 'const a = 1;') => `${[first, ...Array(count - 1).fill('x;')].join('\n')}\n`;

describe('source file length', () => {
  it('counts code and styles, not tests, stories, fixtures or test helpers', () => {
    expect(isCounted('apps/portal/src/areas/public/public.css')).toBe(true);
    expect(isCounted('packages/core/src/x.ts')).toBe(true);
    expect(isCounted('scripts/start.mjs')).toBe(true);
    expect(isCounted('packages/core/src/x.test.ts')).toBe(false);
    expect(isCounted('e2e/sign-in.spec.ts')).toBe(false);
    expect(isCounted('packages/ui/src/Button/Button.stories.tsx')).toBe(false);
    expect(isCounted('apps/portal/src/shared/testing/render-portal.tsx')).toBe(false);
    expect(isCounted('apps/server/src/fixtures/demo.ts')).toBe(false);
    expect(isCounted('README.md')).toBe(false);
  });

  it('finds files over the limit unless a comment at their top says why', () => {
    const files = {
      'a.ts': lines(MAX_LINES),
      'b.ts': lines(MAX_LINES + 1),
      'c.css': lines(MAX_LINES + 1, '/* Over 400 lines: one table of every token. */'),
      'd.ts': lines(MAX_LINES + 1, '// 400 lines is not a reason'.replace('400 lines', 'four hundred lines')),
      'e.test.ts': lines(MAX_LINES * 2),
    };
    expect(offenders(Object.keys(files), (path) => files[path])).toEqual([
      { path: 'b.ts', lines: MAX_LINES + 1 },
      { path: 'd.ts', lines: MAX_LINES + 1 },
    ]);
  });

  it('takes the explanation only from a comment in the first five lines', () => {
    expect(explainsLength('// Over 400 lines: the whole route table.\ncode')).toBe(true);
    expect(explainsLength('/**\n * Longer than 400 lines because ...\n */')).toBe(true);
    expect(explainsLength('const note = "400 lines";')).toBe(false);
    expect(explainsLength('\n\n\n\n\n// Over 400 lines: too late')).toBe(false);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('reads the files git tracks or would track, and ignores what git ignores', () => {
    const root = mkdtempSync(join(tmpdir(), 'camppass-length-'));
    try {
      execFileSync('git', ['init', '-q'], { cwd: root });
      writeFileSync(join(root, '.gitignore'), 'dist/\n');
      mkdirSync(join(root, 'dist'));
      writeFileSync(join(root, 'dist/bundle.js'), lines(MAX_LINES * 3));
      writeFileSync(join(root, 'short.ts'), lines(10));
      const output = [];
      expect(main(root, (line) => output.push(line))).toBe(0);
      writeFileSync(join(root, 'long.tsx'), lines(MAX_LINES + 5));
      expect(main(root, (line) => output.push(line))).toBe(1);
      expect(output).toEqual([
        `long.tsx: ${MAX_LINES + 5} lines (over ${MAX_LINES}: split it, or say why at its top)`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
