import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

/** axe-core's script, put into each document it judges. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA as axe-core tags it; only violations are gathered (passes are not needed). */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * The page's violations, one line each. axe goes into every frame that does not have it yet (once
 * per document, not once per analysis) and runs from the top document, which reaches the frames
 * through axe's own frame messaging; only the lines come back
 * (docs/decisions/ci.md#accessibility-checks-in-the-page-they-judge).
 */
async function violations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (options) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, RUN_OPTIONS);
}

/**
 * No accessibility violation on the page once it has come to rest: the analysis is repeated for a
 * few seconds so that a dialog or toast still fading in is judged at its final colours.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect
    .poll(() => violations(page), {
      message: `accessibility violations on ${page.url()}`,
      // One analysis of a long form can take seconds on a busy machine; the poll must outlast it.
      timeout: 15_000,
      intervals: [500, 1_000, 2_000],
    })
    .toEqual([]);
}
