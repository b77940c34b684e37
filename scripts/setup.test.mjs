import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ensureChromium,
  ensureDependencies,
  ensurePostgres,
  runSetup,
  SetupError,
  TEST_SETUP,
} from './setup.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** A machine to set up: records the commands run and the lines printed. */
function machine(overrides = {}) {
  const commands = [];
  const lines = [];
  const sys = {
    env: {},
    log: (line) => lines.push(line),
    exists: () => true,
    read: () => '{"lockfileVersion":3}',
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      return true;
    },
    output: () => '',
    hasCommand: () => true,
    isRoot: () => true,
    isDebian: () => true,
    findChromium: () => '/usr/bin/chromium',
    findHeadlessShell: () => '/usr/bin/chromium-headless-shell',
    ...overrides,
  };
  return { sys, commands, lines };
}

describe('ensureDependencies', () => {
  it('does nothing, at once, when node_modules is installed', () => {
    const { sys, commands, lines } = machine();
    expect(ensureDependencies(sys)).toBe(false);
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('installs the locked dependencies on a fresh clone, saying so', () => {
    const { sys, commands, lines } = machine({ exists: (path) => !path.endsWith('.package-lock.json') });
    expect(ensureDependencies(sys)).toBe(true);
    expect(commands).toEqual([expect.stringMatching(/^npm(\.cmd)? install --no-audit --no-fund$/)]);
    expect(lines).toEqual([expect.stringContaining('Installing the locked npm dependencies')]);
  });

  it('stops when the install changed the lockfile, as CI does', () => {
    let lockfile = '{"lockfileVersion":3}';
    const { sys } = machine({
      exists: (path) => !path.endsWith('.package-lock.json'),
      read: () => lockfile,
      run: () => {
        lockfile = '{"lockfileVersion":3,"changed":true}';
        return true;
      },
    });
    expect(() => ensureDependencies(sys)).toThrow(/changed package-lock\.json/);
  });

  it('stops when npm install fails', () => {
    const { sys } = machine({ exists: () => false, run: () => false });
    expect(() => ensureDependencies(sys)).toThrow(SetupError);
  });
});

describe('ensureChromium', () => {
  it('does nothing when Chromium and its headless shell are there', () => {
    const { sys, commands } = machine();
    expect(ensureChromium(sys)).toBe(false);
    expect(commands).toEqual([]);
  });

  /** A Debian machine where apt-get installs the headless shell, and Chromium when `chromium` is missing. */
  const installing = (overrides = {}) => {
    let installed = false;
    const made = machine({
      findHeadlessShell: () => (installed ? '/usr/bin/chromium-headless-shell' : null),
      run: (command, args) => {
        made.commands.push([command, ...args].join(' '));
        if (args.includes('chromium-headless-shell')) installed = true;
        return true;
      },
      ...overrides,
    });
    made.installed = () => installed;
    return made;
  };

  it('installs both with apt-get on Debian as root', () => {
    const made = installing({ findChromium: () => (made.installed() ? '/usr/bin/chromium' : null) });
    expect(ensureChromium(made.sys)).toBe(true);
    expect(made.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium chromium-headless-shell',
    ]);
    expect(made.lines).toEqual(['Installing Chromium (apt-get install chromium chromium-headless-shell)...']);
  });

  it('installs only the headless shell when Chromium is there, and neither when CHROMIUM_PATH names the browser', () => {
    const made = installing();
    expect(ensureChromium(made.sys)).toBe(true);
    expect(made.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);

    const named = machine({ env: { CHROMIUM_PATH: '/opt/chrome' }, findHeadlessShell: () => null });
    expect(ensureChromium(named.sys)).toBe(false);
    expect(named.commands).toEqual([]);
  });

  it('leaves the journeys to Chromium where the headless shell cannot be installed', () => {
    for (const cannot of [{ isRoot: () => false }, { isDebian: () => false }, { hasCommand: () => false }]) {
      const { sys, commands, lines } = machine({ findHeadlessShell: () => null, ...cannot });
      expect(ensureChromium(sys)).toBe(false);
      expect(commands).toEqual([]);
      expect(lines).toEqual([
        'The journeys run in Chromium; apt-get install chromium-headless-shell as root would make them faster.',
      ]);
    }
  });

  it('says what to install where it cannot install it', () => {
    const missing = { findChromium: () => null, findHeadlessShell: () => null };
    expect(() => ensureChromium(machine({ ...missing, isRoot: () => false }).sys)).toThrow(
      'The browser tests need Chromium: install it with sudo apt-get install chromium chromium-headless-shell, or set CHROMIUM_PATH.',
    );
    expect(() => ensureChromium(machine({ ...missing, isDebian: () => false }).sys)).toThrow(
      'The browser tests need Chromium: install it, or set CHROMIUM_PATH to its executable.',
    );
    expect(() => ensureChromium(machine({ ...missing, run: () => false }).sys)).toThrow(/apt-get .* failed/);
    // An install that leaves a browser missing is a failure too.
    expect(() => ensureChromium(machine({ findHeadlessShell: () => null }).sys)).toThrow(
      'The browser tests need Chromium: apt-get install chromium-headless-shell failed (its messages are above).',
    );
  });
});

describe('ensurePostgres', () => {
  const clusters = '15 main    5432 down   postgres /var/lib/postgresql/15/main /var/log/postgresql/x.log\n';

  it('starts a local cluster that is down, and leaves an online one alone', () => {
    const { sys, commands, lines } = machine({ output: () => clusters });
    expect(ensurePostgres(sys)).toBe(true);
    expect(commands).toEqual(['pg_ctlcluster --skip-systemctl-redirect 15 main start']);
    expect(lines).toEqual(['Starting PostgreSQL 15/main...']);

    const online = machine({ output: () => clusters.replace('down', 'online') });
    expect(ensurePostgres(online.sys)).toBe(false);
    expect(online.commands).toEqual([]);
  });

  it('says how to start it without root', () => {
    const { sys } = machine({ output: () => clusters, isRoot: () => false });
    expect(() => ensurePostgres(sys)).toThrow(
      'PostgreSQL 15/main is down: start it with sudo pg_ctlcluster 15 main start.',
    );
  });

  it('without PostgreSQL, notes the skipped half, or stops when CAMPPASS_REQUIRE_POSTGRES=1', () => {
    const absent = { hasCommand: (name) => name !== 'pg_lsclusters' };
    const relaxed = machine(absent);
    expect(ensurePostgres(relaxed.sys)).toBe(false);
    expect(relaxed.lines).toEqual([expect.stringContaining('skip their PostgreSQL half')]);

    const strict = machine({ ...absent, env: { CAMPPASS_REQUIRE_POSTGRES: '1' } });
    expect(() => ensurePostgres(strict.sys)).toThrow(/install PostgreSQL .* or set DATABASE_URL/);

    const ownServer = machine({
      ...absent,
      env: { CAMPPASS_REQUIRE_POSTGRES: '1', DATABASE_URL: 'postgres://db/x' },
    });
    expect(ensurePostgres(ownServer.sys)).toBe(false);
  });
});

describe('runSetup', () => {
  it('prints one line and answers 1 when a step cannot be done, never a stack trace', () => {
    const errors = [];
    const { sys } = machine({ findChromium: () => null, isDebian: () => false });
    expect(runSetup(TEST_SETUP, sys, (line) => errors.push(line))).toBe(1);
    expect(errors).toEqual([
      'The browser tests need Chromium: install it, or set CHROMIUM_PATH to its executable.',
    ]);
    expect(runSetup(TEST_SETUP, machine().sys, (line) => errors.push(line))).toBe(0);
  });
});

describe('the set-up scripts', () => {
  it('import only built-in modules, since they run before npm install', () => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(join(HERE, file), 'utf8');
      for (const [, specifier] of source.matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm)) {
        if (specifier.startsWith('./')) visit(specifier.slice(2));
        else
          expect(builtinModules, `${file} imports ${specifier}`).toContain(specifier.replace(/^node:/, ''));
      }
    };
    visit('setup.mjs');
    visit('start.mjs');
    expect([...seen].sort()).toEqual(['chromium.mjs', 'run-server.mjs', 'setup.mjs', 'start.mjs']);
  });
});
