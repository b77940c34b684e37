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

/** The path of a command on the PATH, or null. */
const which = (command) => {
  try {
    return (
      execFileSync('which', [command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      null
    );
  } catch {
    return null;
  }
};

/** Lighthouse's browser: `CHROMIUM_PATH`, else `CHROME_PATH`, else `chromium` on the PATH; null when there is none. */
export function findChromium() {
  return process.env.CHROMIUM_PATH || process.env.CHROME_PATH || which('chromium');
}

/** Debian's `chromium-headless-shell` on the PATH, or null. */
export const findHeadlessShell = () => which('chromium-headless-shell');

/**
 * The journeys' browser: `CHROMIUM_PATH`, else Chromium's headless shell, which draws no browser
 * window around the page and took two fifths less processor time for the same journeys than the
 * full browser (docs/decisions/ci.md#the-journeys-run-in-chromiums-headless-shell), else Chromium.
 */
export function findJourneyChromium() {
  return process.env.CHROMIUM_PATH || findHeadlessShell() || findChromium();
}
