import { describe, expect, it } from 'vitest';
import { browserStage } from './test-e2e.mjs';

/** The stage with recorded steps: each command answers the code given for its first word. */
async function stage(args, { env = {}, codes = {}, budgetCode = 0 } = {}) {
  const steps = [];
  const code = await browserStage(args, {
    env,
    exec: async (command, commandArgs, stepEnv) => {
      const step = commandArgs.includes('build') ? 'build' : 'playwright';
      steps.push({
        step,
        command,
        commandArgs,
        portalBuilt: stepEnv.E2E_PORTAL_BUILT ?? null,
        projects: stepEnv.E2E_PROJECTS ?? null,
      });
      return typeof codes[step] === 'function' ? codes[step](stepEnv) : (codes[step] ?? 0);
    },
    budget: () => {
      steps.push({ step: 'budget' });
      return budgetCode;
    },
  });
  return { code, steps };
}

describe('the browser stage of npm test', () => {
  it('builds the portal once, checks the budget on that build, then runs the journeys without building again', async () => {
    const { code, steps } = await stage(['e2e/public-purchase.spec.ts', '--project=desktop']);
    expect(code).toBe(0);
    expect(steps.map((s) => s.step)).toEqual(['build', 'budget', 'playwright']);
    expect(steps[0]?.commandArgs).toEqual(['run', 'build', '-w', '@camppass/portal']);
    expect(steps[2]?.command).toBe(process.execPath);
    expect(steps[2]?.commandArgs.slice(1)).toEqual([
      'test',
      'e2e/public-purchase.spec.ts',
      '--project=desktop',
    ]);
    expect(steps[2]?.portalBuilt).toBe('1');
    expect(steps[2]?.projects).toBeNull();
  });

  it('runs the desktop and the 375 px projects side by side, each process starting its own server', async () => {
    const { code, steps } = await stage(['e2e/sign-in.spec.ts'], {
      codes: { playwright: (env) => (env.E2E_PROJECTS === 'mobile' ? 1 : 0) },
    });
    expect(code).toBe(1);
    const runs = steps.filter((s) => s.step === 'playwright');
    expect(runs.map((s) => [s.projects, s.commandArgs.slice(1)])).toEqual([
      ['desktop', ['test', 'e2e/sign-in.spec.ts', '--project=desktop']],
      ['mobile', ['test', 'e2e/sign-in.spec.ts', '--project=mobile']],
    ]);
    expect(runs.every((s) => s.portalBuilt === '1')).toBe(true);
  });

  it('fails before the journeys when a page is over its budget', async () => {
    const { code, steps } = await stage([], { budgetCode: 1 });
    expect(code).toBe(1);
    expect(steps.map((s) => s.step)).toEqual(['build', 'budget']);
  });

  it('stops when the portal does not build', async () => {
    const { code, steps } = await stage([], { codes: { build: 2 } });
    expect(code).toBe(2);
    expect(steps.map((s) => s.step)).toEqual(['build']);
  });

  it('checks and serves the existing build with E2E_SKIP_BUILD, and answers the journeys’ code', async () => {
    const { code, steps } = await stage(['--project=mobile'], {
      env: { E2E_SKIP_BUILD: '1' },
      codes: { playwright: 3 },
    });
    expect(code).toBe(3);
    expect(steps.map((s) => s.step)).toEqual(['budget', 'playwright']);
  });
});
