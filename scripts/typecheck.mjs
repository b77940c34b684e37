// `npm run typecheck`: the tsconfig of every workspace that has a `typecheck` script and the journeys',
// checked by TypeScript 7's native compiler (tools/typecheck), two or more at once
// (scripts/parallel.mjs). The workspaces' own `typecheck` scripts run TypeScript 6, which tsup and
// the tools that load the compiler API need
// (docs/decisions/tooling.md#type-checking-with-typescript-7s-native-compiler).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArguments, printReport, runParallel } from './parallel.mjs';
import { ROOT } from './run-server.mjs';

const onDisk = {
  read: (path) => readFileSync(path, 'utf8'),
  list: (path) => readdirSync(path).sort(),
  exists: existsSync,
};

/** The workspace folders package.json names, its `dir/*` patterns expanded. */
const workspaceFolders = (root, workspaces, disk) =>
  workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? disk
          .list(join(root, pattern.slice(0, -2)))
          .map((name) => `${pattern.slice(0, -1)}${name}`)
          .filter((folder) => disk.exists(join(root, folder, 'package.json')))
      : [pattern],
  );

/** TypeScript 7's command line, as tools/typecheck installs it. */
const nativeTsc = (root) =>
  relative(
    root,
    join(
      dirname(createRequire(join(root, 'tools/typecheck/package.json')).resolve('typescript/package.json')),
      'bin/tsc',
    ),
  );

/** One check per workspace that has a `typecheck` script, then the journeys'. */
export function typecheckCommands(root = ROOT, disk = onDisk, tsc = nativeTsc(root)) {
  const read = disk.read;
  const { workspaces } = JSON.parse(read(join(root, 'package.json')));
  const projects = workspaceFolders(root, workspaces, disk)
    .filter((workspace) => JSON.parse(read(join(root, workspace, 'package.json'))).scripts?.typecheck)
    .map((workspace) => `${workspace}/tsconfig.json`);
  return [...projects, 'e2e/tsconfig.json'].map((project) => `node ${tsc} -p ${project}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { jobs } = parseArguments(process.argv.slice(2));
  // The largest programs first, so the last one to start is a short one.
  const commands = typecheckCommands().sort((a, b) => weight(b) - weight(a));
  const failed = await runParallel(commands, { jobs, report: printReport });
  if (failed.length > 0) {
    process.stderr.write(`\nType errors in: ${failed.join('; ')}\n`);
    process.exitCode = 1;
  }
}

/** Roughly how long each program takes to check: the apps and the component package are largest. */
function weight(command) {
  if (command.includes('apps/')) return 3;
  if (command.includes('packages/ui') || command.includes('packages/core')) return 2;
  return 1;
}
