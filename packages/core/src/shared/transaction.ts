import type { Result } from '@camppass/domain';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';

class RolledBack {
  constructor(readonly result: Result<never>) {}
}

/**
 * Runs work in a transaction that commits only when the work succeeds: an expected failure is
 * returned as usual but everything written before it is rolled back.
 */
export const allOrNothing = async <T, C extends string>(
  unitOfWork: UnitOfWork,
  work: (repos: Repositories) => Promise<Result<T, C>>,
): Promise<Result<T, C>> => {
  try {
    return await unitOfWork.run(async (repos) => {
      const result = await work(repos);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as Result<T, C>;
    throw error;
  }
};
