import { err, type Result } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/builders';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work';
import { allOrNothing } from './transaction';

describe('allOrNothing', () => {
  it('commits a success', async () => {
    const unitOfWork = new InMemoryUnitOfWork();

    const result = await allOrNothing(unitOfWork, async (repos) =>
      repos.users.create(aUser({ email: 'a@camppass.test' })),
    );

    expect(result.ok).toBe(true);
    expect(await unitOfWork.repos.users.findByEmail('a@camppass.test')).not.toBeNull();
  });

  it('returns an expected failure and rolls back what was written before it', async () => {
    const unitOfWork = new InMemoryUnitOfWork();

    const result = await allOrNothing(unitOfWork, async (repos) => {
      await repos.users.create(aUser({ email: 'b@camppass.test' }));
      const conflict: Result<number, 'CONFLICT'> = err('CONFLICT', 'Taken');
      return conflict;
    });

    expect(result).toEqual({ ok: false, code: 'CONFLICT', message: 'Taken' });
    expect(await unitOfWork.repos.users.findByEmail('b@camppass.test')).toBeNull();
  });

  it('rethrows a broken infrastructure error after rolling back', async () => {
    const unitOfWork = new InMemoryUnitOfWork();

    const run = allOrNothing(unitOfWork, async (repos) => {
      await repos.users.create(aUser({ email: 'c@camppass.test' }));
      throw new Error('connection lost');
    });

    await expect(run).rejects.toThrow('connection lost');
    expect(await unitOfWork.repos.users.findByEmail('c@camppass.test')).toBeNull();
  });
});
