// Runs shell commands side by side, at most `jobs` at once, each one's output shown whole when it
// ends (never interleaved); fails when any fails, after all have run, naming each failure.
//
//   node scripts/parallel.mjs [--jobs N] "npm run lint" "npm run deps" ...
//
// `npm test` runs its checks this way so that single-threaded ones (tsc, knip, dependency-cruiser)
// use both cores (docs/decisions/ci.md#checks-that-use-one-core-run-side-by-side).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';

/** Runs one shell command, its output captured; resolves to its exit code and output. */
export const runCaptured = (command, { cwd = process.cwd(), env = process.env } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });

/**
 * Runs every command, at most `jobs` at a time, in the order given; `report` hears each as it ends.
 * Resolves to the commands that failed.
 */
export async function runParallel(
  commands,
  { jobs = availableParallelism(), exec = runCaptured, report = () => {} } = {},
) {
  const failed = [];
  let next = 0;
  const worker = async () => {
    while (next < commands.length) {
      const command = commands[next];
      next += 1;
      const started = Date.now();
      const { code, output } = await exec(command);
      report({ command, code, output, seconds: (Date.now() - started) / 1000 });
      if (code !== 0) failed.push(command);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, commands.length)) }, worker));
  return failed;
}

/** Prints a finished command's output under a line naming it, its outcome and its time. */
export const printReport = ({ command, code, output, seconds }) => {
  const outcome = code === 0 ? 'passed' : `failed (exit ${code})`;
  process.stdout.write(`\n> ${command}: ${outcome} in ${seconds.toFixed(1)} s\n${output}`);
};

/** `[--jobs N] command...` → the options and the commands. */
export function parseArguments(argv) {
  const args = [...argv];
  let jobs = Math.max(2, availableParallelism());
  if (args[0] === '--jobs') {
    jobs = Number(args[1]);
    if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs wants a whole number, not ${args[1]}`);
    args.splice(0, 2);
  }
  return { jobs, commands: args };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { jobs, commands } = parseArguments(process.argv.slice(2));
  const failed = await runParallel(commands, { jobs, report: printReport });
  if (failed.length > 0) {
    process.stderr.write(`\nFailed: ${failed.join('; ')}\n`);
    process.exitCode = 1;
  }
}
