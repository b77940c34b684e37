import { describe, expect, it } from 'vitest';
import { browserStage } from './test-e2e.mjs';

/** The stage with recorded steps: each command answers the code given for its first word. */
function stage(args, { env = {}, codes = {}, budgetCode = 0 } = {}) {
  const steps = [];
  const code = browserStage(args, {
    env,
    exec: (command, commandArgs, stepEnv) => {
      const step = commandArgs.includes('build') ? 'build' : 'playwright';
      steps.push({ step, command, commandArgs, portalBuilt: stepEnv.E2E_PORTAL_BUILT ?? null });
      return codes[step] ?? 0;
    },
    budget: () => {
      steps.push({ step: 'budget' });
      return budgetCode;
    },
  });
  return { code, steps };
}

describe('the browser stage of npm test', () => {
  it('builds the portal once, checks the budget on that build, then runs the journeys without building again', () => {
    const { code, steps } = stage(['e2e/public-purchase.spec.ts', '--project=desktop']);
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
  });

  it('fails before the journeys when a page is over its budget', () => {
    const { code, steps } = stage([], { budgetCode: 1 });
    expect(code).toBe(1);
    expect(steps.map((s) => s.step)).toEqual(['build', 'budget']);
  });

  it('stops when the portal does not build', () => {
    const { code, steps } = stage([], { codes: { build: 2 } });
    expect(code).toBe(2);
    expect(steps.map((s) => s.step)).toEqual(['build']);
  });

  it('checks and serves the existing build with E2E_SKIP_BUILD, and answers the journeys’ code', () => {
    const { code, steps } = stage([], { env: { E2E_SKIP_BUILD: '1' }, codes: { playwright: 3 } });
    expect(code).toBe(3);
    expect(steps.map((s) => s.step)).toEqual(['budget', 'playwright']);
  });
});
