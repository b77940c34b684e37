import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';

/** Another live process holds the embedded database's directory. */
export class DataDirectoryInUseError extends Error {
  override readonly name = 'DataDirectoryInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. PGlite serves one process only: ` +
        'stop that process first, or give each process its own DATA_DIR, or use DATABASE_URL.',
    );
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (path: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

export interface DataDirectoryLock {
  release(): void;
}

/**
 * Claims `<dataDir>.lock` for this process: created exclusively with our pid. A lock whose process is
 * gone (a crash, `kill -9`) is taken over; one whose process lives refuses with DataDirectoryInUseError,
 * so a second server or CLI never opens the same PGlite files and corrupts them.
 */
export const lockDataDirectory = (dataDir: string): DataDirectoryLock => {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(path) === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(path);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirectoryInUseError(dataDir, holder);
    }
    if (holder === process.pid) throw new DataDirectoryInUseError(dataDir, holder);
    // Stale: move it aside atomically; if what was moved is a fresh lock another process took over
    // meanwhile, put it back (link fails when yet another lock exists), then try again.
    const moved = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, moved);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (readPid(moved) !== holder) {
      try {
        linkSync(moved, path);
      } catch {}
    }
    unlinkSync(moved);
  }
  throw new Error(`Could not lock ${dataDir}: its lock file keeps changing`);
};
