import {
  CLOCK,
  CORE_CONFIG,
  GetSystemStats,
  InviteOwner,
  ListAuditLog,
  MAILER,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken } from './use-case-token';

/** Injection tokens of the super admin area's use cases. */
export const ADMIN_USE_CASES = {
  inviteOwner: useCaseToken<InviteOwner>('InviteOwner'),
  listAuditLog: useCaseToken<ListAuditLog>('ListAuditLog'),
  getSystemStats: useCaseToken<GetSystemStats>('GetSystemStats'),
} as const;

/** The super admin's platform work: campgrounds, owners, members, users, the system and its audit log. */
export const adminModule = () =>
  new ContainerModule(({ bind }) => {
    bind(ADMIN_USE_CASES.inviteOwner).toResolvedValue(
      (uow, tokens, mailer, clock, core) => new InviteOwner(uow, tokens, mailer, clock, core),
      [UNIT_OF_WORK, TOKEN_GENERATOR, MAILER, CLOCK, CORE_CONFIG],
    );
    bind(ADMIN_USE_CASES.listAuditLog).toResolvedValue((uow) => new ListAuditLog(uow), [UNIT_OF_WORK]);
    bind(ADMIN_USE_CASES.getSystemStats).toResolvedValue((uow) => new GetSystemStats(uow), [UNIT_OF_WORK]);
  });
