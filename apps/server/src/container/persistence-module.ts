import {
  CAMPGROUND_REPOSITORY,
  INVITATION_REPOSITORY,
  MEMBERSHIP_REPOSITORY,
  MEMBERSHIP_TYPE_REPOSITORY,
  OUTBOX_REPOSITORY,
  PASSWORD_RESET_REPOSITORY,
  PAYMENT_REPOSITORY,
  RATE_LIMITER,
  ROLE_REPOSITORY,
  SESSION_REPOSITORY,
  UNIT_OF_WORK,
  USER_REPOSITORY,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import type { Persistence } from './persistence';

/** Binds the unit of work, every repository and the rate limiter to one persistence adapter. */
export const persistenceModule = (persistence: Persistence) =>
  new ContainerModule(({ bind }) => {
    const { repos } = persistence;
    bind(UNIT_OF_WORK).toConstantValue(persistence.unitOfWork);
    bind(RATE_LIMITER).toConstantValue(persistence.rateLimiter);
    bind(USER_REPOSITORY).toConstantValue(repos.users);
    bind(ROLE_REPOSITORY).toConstantValue(repos.roles);
    bind(SESSION_REPOSITORY).toConstantValue(repos.sessions);
    bind(PASSWORD_RESET_REPOSITORY).toConstantValue(repos.passwordResets);
    bind(INVITATION_REPOSITORY).toConstantValue(repos.invitations);
    bind(CAMPGROUND_REPOSITORY).toConstantValue(repos.campgrounds);
    bind(MEMBERSHIP_TYPE_REPOSITORY).toConstantValue(repos.membershipTypes);
    bind(MEMBERSHIP_REPOSITORY).toConstantValue(repos.memberships);
    bind(PAYMENT_REPOSITORY).toConstantValue(repos.payments);
    bind(OUTBOX_REPOSITORY).toConstantValue(repos.outbox);
  });
