import { describe, expect, it } from 'vitest';
import { summarize } from './lighthouse.mjs';

const audit = (score, extra = {}) => ({ score, ...extra });

describe('summarize', () => {
  it('reads the scores, paint times, script bytes, failed audits and console errors of a result', () => {
    const lhr = {
      categories: {
        performance: { score: 0.674, auditRefs: [{ id: 'first-contentful-paint', weight: 10 }] },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': {
          score: 0.93,
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'deprecations', weight: 0 },
          ],
        },
      },
      audits: {
        'first-contentful-paint': audit(0.2, { numericValue: 4400 }),
        'largest-contentful-paint': audit(0.1, { numericValue: 5900 }),
        'total-blocking-time': audit(0.3, { numericValue: 812.4 }),
        'color-contrast': audit(1),
        deprecations: audit(0),
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Script', resourceSize: 696_000, transferSize: 181_000 },
              { resourceType: 'Script', resourceSize: 4_000, transferSize: 1_500 },
              { resourceType: 'Stylesheet', resourceSize: 39_000, transferSize: 6_000 },
            ],
          },
        },
        'unused-javascript': { details: { overallSavingsBytes: 108_000 } },
        'errors-in-console': audit(0, {
          details: {
            items: [
              {
                source: 'network',
                description: 'Failed to load resource',
                sourceLocation: { url: 'https://js.stripe.com/v3' },
              },
            ],
          },
        }),
      },
    };
    expect(summarize(lhr)).toEqual({
      scores: { performance: 67, accessibility: 100, 'best-practices': 93 },
      firstContentfulPaintMs: 4400,
      largestContentfulPaintMs: 5900,
      totalBlockingTimeMs: 812.4,
      scriptBytes: 700_000,
      scriptTransferBytes: 182_500,
      unusedScriptBytes: 108_000,
      consoleErrors: ['network: Failed to load resource: https://js.stripe.com/v3'],
      failedAudits: ['first-contentful-paint', 'errors-in-console'],
      runtimeError: undefined,
    });
  });
});
