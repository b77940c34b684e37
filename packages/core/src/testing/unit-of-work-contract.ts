import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { aCampground, aProfile, aUser } from './builders';
import { unwrap } from './contract-harness';

export interface UnitOfWorkHarness {
  readonly unitOfWork: UnitOfWork;
  /** Repositories outside any transaction, to read back what was committed. */
  readonly repos: Repositories;
  cleanup?(): Promise<void>;
}

class Boom extends Error {}

/** The behaviour every UnitOfWork shares: commit on success, roll back everything on a throw. */
export function describeUnitOfWorkContract(label: string, factory: () => Promise<UnitOfWorkHarness>): void {
  describe(`UnitOfWork contract: ${label}`, () => {
    let harness: UnitOfWorkHarness;
    beforeEach(async () => {
      harness = await factory();
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it('commits what the work wrote and returns its value', async () => {
      const id = await harness.unitOfWork.run(async (repos) => {
        const user = unwrap(await repos.users.create(aUser({ email: 'kept@camppass.test' })));
        await repos.users.saveProfile(user.id, aProfile(), user.createdAt);
        return user.id;
      });

      expect(await harness.repos.users.findByEmail('kept@camppass.test')).toMatchObject({ id });
      expect(await harness.repos.users.findProfile(id)).not.toBeNull();
    });

    it('sees its own writes inside the transaction', async () => {
      const seen = await harness.unitOfWork.run(async (repos) => {
        unwrap(await repos.campgrounds.create(aCampground({ slug: 'inside' })));
        return repos.campgrounds.findBySlug('inside');
      });

      expect(seen?.slug).toBe('inside');
    });

    it('rolls back every repository’s writes when the work throws, and rethrows', async () => {
      const run = harness.unitOfWork.run(async (repos) => {
        const user = unwrap(await repos.users.create(aUser({ email: 'lost@camppass.test' })));
        unwrap(await repos.campgrounds.create(aCampground({ slug: 'lost', ownerId: user.id })));
        await repos.roles.grant({
          userId: user.id,
          role: 'owner',
          campgroundId: null,
          createdAt: user.createdAt,
        });
        throw new Boom('broken infrastructure');
      });

      await expect(run).rejects.toBeInstanceOf(Boom);
      expect(await harness.repos.users.findByEmail('lost@camppass.test')).toBeNull();
      expect(await harness.repos.campgrounds.findBySlug('lost')).toBeNull();
    });

    it('keeps earlier commits when a later transaction rolls back', async () => {
      await harness.unitOfWork.run(async (repos) =>
        repos.users.create(aUser({ email: 'first@camppass.test' })),
      );
      await harness.unitOfWork
        .run(async (repos) => {
          await repos.users.create(aUser({ email: 'second@camppass.test' }));
          throw new Boom();
        })
        .catch(() => undefined);

      expect(await harness.repos.users.findByEmail('first@camppass.test')).not.toBeNull();
      expect(await harness.repos.users.findByEmail('second@camppass.test')).toBeNull();
    });
  });
}
