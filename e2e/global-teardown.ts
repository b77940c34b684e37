import { rmSync } from 'node:fs';

/** Removes the temporary data directories the run's servers used. */
export default function globalTeardown(): void {
  for (const key of ['E2E_DESKTOP_DATA_DIR', 'E2E_MOBILE_DATA_DIR']) {
    const dir = process.env[key];
    if (dir?.includes('camppass-e2e-')) rmSync(dir, { recursive: true, force: true });
  }
}
