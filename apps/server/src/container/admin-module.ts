import {
  CLOCK,
  CORE_CONFIG,
  CreateCampground,
  GetSystemStats,
  InviteOwner,
  ListAdminCampgrounds,
  ListAuditLog,
  MAILER,
  RemoveCampground,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  UpdateCampground,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken } from './use-case-token';

/** Injection tokens of the super admin area's use cases. */
export const ADMIN_USE_CASES = {
  inviteOwner: useCaseToken<InviteOwner>('InviteOwner'),
  listAuditLog: useCaseToken<ListAuditLog>('ListAuditLog'),
  getSystemStats: useCaseToken<GetSystemStats>('GetSystemStats'),
  createCampground: useCaseToken<CreateCampground>('CreateCampground'),
  listCampgrounds: useCaseToken<ListAdminCampgrounds>('ListAdminCampgrounds'),
  updateCampground: useCaseToken<UpdateCampground>('UpdateCampground'),
  removeCampground: useCaseToken<RemoveCampground>('RemoveCampground'),
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
    bind(ADMIN_USE_CASES.listCampgrounds).toResolvedValue(
      (uow) => new ListAdminCampgrounds(uow),
      [UNIT_OF_WORK],
    );
    bind(ADMIN_USE_CASES.createCampground).toResolvedValue(
      (uow, clock) => new CreateCampground(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(ADMIN_USE_CASES.updateCampground).toResolvedValue(
      (uow, clock) => new UpdateCampground(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(ADMIN_USE_CASES.removeCampground).toResolvedValue(
      (uow, clock) => new RemoveCampground(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
  });
