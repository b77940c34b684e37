import { describe, expect, it } from 'vitest';
import { InProcessBackgroundTasks } from './in-process-background-tasks';

describe('InProcessBackgroundTasks', () => {
  it('runs a task only after the current work, and reports a failure instead of throwing', async () => {
    const errors: [string, unknown][] = [];
    const tasks = new InProcessBackgroundTasks((name, error) => errors.push([name, error]));
    const order: string[] = [];

    tasks.run('first', async () => {
      order.push('task');
    });
    tasks.run('broken', async () => {
      throw new Error('mail service unreachable');
    });
    order.push('answer');
    await tasks.settled();

    expect(order).toEqual(['answer', 'task']);
    expect(errors).toEqual([['broken', new Error('mail service unreachable')]]);
  });
});
