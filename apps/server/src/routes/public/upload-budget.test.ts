import { UPLOAD_BUDGET_USED } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import {
  itKeepsAFloodUnderTheBudgets,
  jpegOf,
  SMALL_UPLOAD_BUDGET,
  uploadFrom,
} from '../../testing/upload-budget-suite';

describe('upload-document byte budget (in-memory)', () => {
  it('refuses an address past its bytes with 429, the message and the wait, others still upload', async () => {
    const test = await testApp({ env: SMALL_UPLOAD_BUDGET });
    const file = jpegOf(1024 * 1024);

    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await uploadFrom(test, '203.0.113.5', file));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]).toMatchObject({ retryAfter: '3600', json: { error: UPLOAD_BUDGET_USED } });
    expect((await uploadFrom(test, '203.0.113.6', file)).status).toBe(200);
    test.clock.advance({ hours: 1 });
    expect((await uploadFrom(test, '203.0.113.5', file)).status).toBe(200);
  });

  itKeepsAFloodUnderTheBudgets(async () => [await testApp({ env: SMALL_UPLOAD_BUDGET })]);
});
