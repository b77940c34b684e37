// Runs one of the server's entry points from its TypeScript sources (the `source` export
// condition resolves every workspace package to src/), forwarding arguments, signals and exit code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function runServerEntry(entry, args = []) {
  const require = createRequire(join(ROOT, 'package.json'));
  const tsxCli = require.resolve('tsx/cli');
  const child = spawn(
    process.execPath,
    [tsxCli, '--conditions=source', join(ROOT, 'apps/server/src', entry), ...args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: process.env,
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
