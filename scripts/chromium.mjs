// The system's Chromium, which drives the browser tests and Lighthouse (browser downloads are not
// possible on every machine we run on).
import { execFileSync } from 'node:child_process';

/** Flags for a quiet, offline-friendly Chromium in a container. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `CHROMIUM_PATH`, else `CHROME_PATH`, else `chromium` on the PATH; null when there is none. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (configured) return configured;
  try {
    return (
      execFileSync('which', ['chromium'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      null
    );
  } catch {
    return null;
  }
}
