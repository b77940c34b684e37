import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORTAL = fileURLToPath(new URL('../../../portal', import.meta.url));

/** The portal's index.html as far as the server reads it: a title and the empty root element. */
export const PORTAL_HTML =
  '<!doctype html><html lang="en"><head><title>CampPass</title></head><body><div id="root"></div></body></html>';

let built: Promise<string> | undefined;

/**
 * A portal folder with index.html and the portal's real server render, built from its sources
 * (`vite build --ssr`, as `npm run build` does) once per test file, for tests of server-rendered pages.
 */
export const portalWithRender = (): Promise<string> => {
  built ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-render-'));
    await writeFile(join(dir, 'index.html'), PORTAL_HTML);
    const { build } = await import('vite');
    await build({
      root: PORTAL,
      configFile: join(PORTAL, 'vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: join(dir, '.ssr'), emptyOutDir: true },
    });
    return dir;
  })();
  return built;
};
