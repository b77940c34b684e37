import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArguments, runCaptured, runParallel } from './parallel.mjs';
import { ROOT } from './run-server.mjs';
import { typecheckCommands } from './typecheck.mjs';

describe('commands side by side', () => {
  it('runs every command, never more than `jobs` at once, and names those that failed', async () => {
    let running = 0;
    let most = 0;
    const ended = [];
    const failed = await runParallel(['a', 'b', 'c', 'd', 'e'], {
      jobs: 2,
      exec: async (command) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, command === 'a' ? 30 : 5));
        running -= 1;
        return { code: command === 'b' || command === 'e' ? 2 : 0, output: `${command} said` };
      },
      report: ({ command, code, output }) => ended.push([command, code, output]),
    });

    expect(failed.sort()).toEqual(['b', 'e']);
    expect(most).toBe(2);
    expect(ended).toHaveLength(5);
    expect(ended).toContainEqual(['b', 2, 'b said']);
  });

  it('captures a real command’s output and exit code', async () => {
    expect(
      await runCaptured(`"${process.execPath}" -e "console.log('out');console.error('err');process.exit(3)"`),
    ).toEqual({
      code: 3,
      output: expect.stringMatching(/out\n[\s\S]*err\n|err\n[\s\S]*out\n/),
    });
  });

  it('reads --jobs, and refuses one that is not a whole number', () => {
    expect(parseArguments(['--jobs', '3', 'x', 'y'])).toEqual({ jobs: 3, commands: ['x', 'y'] });
    expect(parseArguments(['x']).jobs).toBeGreaterThanOrEqual(2);
    expect(() => parseArguments(['--jobs', 'many', 'x'])).toThrow(/whole number/);
  });

  it('type-checks with TypeScript 7 each workspace that has a typecheck script, and the journeys', () => {
    const files = {
      '/r/package.json': JSON.stringify({ workspaces: ['packages/*', 'tools'] }),
      '/r/packages/a/package.json': JSON.stringify({ scripts: { typecheck: 'tsc -p tsconfig.json' } }),
      '/r/packages/b/package.json': JSON.stringify({ scripts: {} }),
      '/r/tools/package.json': JSON.stringify({ scripts: { typecheck: 'tsc' } }),
    };
    const disk = {
      read: (path) => files[path],
      list: () => ['a', 'b', 'notes'],
      exists: (path) => path in files,
    };
    expect(typecheckCommands('/r', disk, 'ts7/bin/tsc')).toEqual([
      'node ts7/bin/tsc -p packages/a/tsconfig.json',
      'node ts7/bin/tsc -p tools/tsconfig.json',
      'node ts7/bin/tsc -p e2e/tsconfig.json',
    ]);
  });

  it('finds TypeScript 7 in the typecheck tool, apart from the TypeScript 6 at the root', () => {
    const [first] = typecheckCommands();
    expect(first?.split(' ')[1]).toBe('tools/typecheck/node_modules/typescript/bin/tsc');
    const version = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')).version;
    expect(version('tools/typecheck/node_modules/typescript/package.json')).toMatch(/^7\./);
    expect(version('node_modules/typescript/package.json')).toMatch(/^6\./);
  });
});
