// `npm start`: installs the locked dependencies when they were never installed, builds the portal
// when it has never been built, then runs the server, which migrates the database, creates demo data
// on first start and prints the sign-ins. Imports built-in modules only (it runs before npm install).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runServerEntry } from './run-server.mjs';
import { ensureDependencies, runSetup } from './setup.mjs';

if (runSetup([ensureDependencies]) !== 0) process.exit(1);

const portal = join(ROOT, 'apps/portal');
const portalManifest = join(portal, 'package.json');
const hasBuildScript =
  existsSync(portalManifest) && Boolean(JSON.parse(readFileSync(portalManifest, 'utf8')).scripts?.build);

// The build writes the page files and the server's render of the public pages (dist/.ssr): a build
// missing either (one made before the server rendered pages) is made again.
const built = ['dist/index.html', 'dist/.ssr/entry-server.js'].every((file) =>
  existsSync(join(portal, file)),
);
if (hasBuildScript && !built) {
  console.log('Building the portal (first start only)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--workspace', 'apps/portal'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.warn('The portal did not build; the server starts anyway and its pages say so.');
  }
}

process.exitCode = await runServerEntry('main.ts', process.argv.slice(2));
