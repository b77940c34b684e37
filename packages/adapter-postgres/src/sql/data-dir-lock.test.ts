import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryInUseError } from './data-dir-lock';
import { createPgliteClient } from './pglite-client';

const run = promisify(execFile);
const clientModule = fileURLToPath(new URL('./pglite-client.ts', import.meta.url));

/** Opens the directory's PGlite in a separate Node process and reports what happened. */
const openInAnotherProcess = async (dataDir: string): Promise<string> => {
  const script = `
    const { createPgliteClient } = await import(${JSON.stringify(clientModule)});
    try {
      const sql = await createPgliteClient({ dataDir: ${JSON.stringify(dataDir)} });
      const [row] = await sql.query('select 1 as one');
      await sql.close();
      console.log('opened ' + row.one);
    } catch (error) {
      console.log(error.name + ': ' + error.message);
    }`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: 60_000,
  });
  return stdout.trim();
};

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'camppass-lock-'));
  dirs.push(dir);
  return join(dir, 'db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database directory lock', () => {
  it('refuses a second process while the first holds the directory, and lets it in afterwards', async () => {
    const dataDir = freshDir();
    const first = await createPgliteClient({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));

    const refused = await openInAnotherProcess(dataDir);
    expect(refused).toBe(
      `DataDirectoryInUseError: ${new DataDirectoryInUseError(dataDir, process.pid).message}`,
    );
    expect((await first.query<{ one: number }>('select 1 as one'))[0]?.one).toBe(1);

    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(await openInAnotherProcess(dataDir)).toBe('opened 1');
  }, 120_000);

  it('refuses a second open in the same process', async () => {
    const dataDir = freshDir();
    const first = await createPgliteClient({ dataDir });
    try {
      await expect(createPgliteClient({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUseError);
    } finally {
      await first.close();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = freshDir();
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(`${dataDir}.lock`, stdout);
    const sql = await createPgliteClient({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await sql.close();
  });
});
