import { CLOCK, ListOwnerCampgrounds, UNIT_OF_WORK } from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the owner and staff area's use cases (03 §2.1-§2.8). */
export const OWNER_USE_CASES = {
  listOwnerCampgrounds: token<ListOwnerCampgrounds>('ListOwnerCampgrounds'),
} as const;

/** The owner and staff area: the shell's campgrounds and stats. */
export const ownerModule = () =>
  new ContainerModule(({ bind }) => {
    const u = OWNER_USE_CASES;
    bind(u.listOwnerCampgrounds).toResolvedValue(
      (uow, clock) => new ListOwnerCampgrounds(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
  });
