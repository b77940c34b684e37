import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrate } from '../migrations/migration';
import { MIGRATIONS } from '../migrations/migrations';
import { createPgliteImage } from '../sql/pglite-client';

/** PGlite's own package.json (its exports do not name it), found above its entry point. */
const pgliteVersion = (): string => {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
};

/** Names the image by everything that shapes it: PGlite's version and every migration's text. */
const imageFile = (): string => {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const migration of MIGRATIONS)
    hash.update(`\0${migration.version}\0${migration.name}\0${migration.sql}`);
  return join(tmpdir(), `camppass-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
};

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty in-memory database's image, made once and kept in the temporary directory
 * under a name that changes with PGlite and the migrations: test databases open as copies of it
 * instead of running `initdb` and every migration each time
 * (docs/decisions/ci.md#test-databases-open-from-one-migrated-image). Files made at once by
 * several workers are the same; each is written aside and renamed into place.
 */
export const migratedPgliteImage = (): Promise<Blob> => {
  image ??= (async () => {
    const file = imageFile();
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const made = await createPgliteImage((sql) => migrate(sql, MIGRATIONS));
      const aside = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(aside, Buffer.from(await made.arrayBuffer()));
      await rename(aside, file);
      return made;
    }
  })();
  return image;
};
