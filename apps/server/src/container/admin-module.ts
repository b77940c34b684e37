import {
  AssignCampground,
  CLOCK,
  CORE_CONFIG,
  ContactMember,
  CreateCampground,
  GetMemberDetails,
  GetSchemaOverview,
  GetSystemHealth,
  GetSystemStats,
  GetTokenClaims,
  InviteOwner,
  ListAdminCampgrounds,
  ListAuditLog,
  ListMembers,
  ListOwners,
  ListUsers,
  MAILER,
  RATE_LIMITER,
  RemoveCampground,
  RemoveOwner,
  type Repositories,
  ResendInvitation,
  SetOwnerStatus,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  UpdateCampground,
} from '@camppass/core';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { REPOSITORIES } from './persistence-module';
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
  listOwners: useCaseToken<ListOwners>('ListOwners'),
  resendInvitation: useCaseToken<ResendInvitation>('ResendInvitation'),
  assignCampground: useCaseToken<AssignCampground>('AssignCampground'),
  setOwnerStatus: useCaseToken<SetOwnerStatus>('SetOwnerStatus'),
  removeOwner: useCaseToken<RemoveOwner>('RemoveOwner'),
  listUsers: useCaseToken<ListUsers>('ListUsers'),
  listMembers: useCaseToken<ListMembers>('ListMembers'),
  memberDetails: useCaseToken<GetMemberDetails>('GetMemberDetails'),
  contactMember: useCaseToken<ContactMember>('ContactMember'),
  systemHealth: useCaseToken<GetSystemHealth>('GetSystemHealth'),
  schemaOverview: useCaseToken<GetSchemaOverview>('GetSchemaOverview'),
  tokenClaims: useCaseToken<GetTokenClaims>('GetTokenClaims'),
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
      (uow, clock) => new ListAdminCampgrounds(uow, clock),
      [UNIT_OF_WORK, CLOCK],
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
    // The account lists read the pooled directory, a page beside its count
    // (docs/decisions/lists-at-scale.md#a-page-and-its-count-run-side-by-side).
    for (const [token, UseCase] of [
      [ADMIN_USE_CASES.listOwners, ListOwners],
      [ADMIN_USE_CASES.listUsers, ListUsers],
      [ADMIN_USE_CASES.listMembers, ListMembers],
    ] as const) {
      bind(token as ServiceIdentifier<unknown>).toResolvedValue(
        (repos: Repositories) => new UseCase(repos.admin),
        [REPOSITORIES],
      );
    }
    for (const [token, UseCase] of [
      [ADMIN_USE_CASES.memberDetails, GetMemberDetails],
      [ADMIN_USE_CASES.schemaOverview, GetSchemaOverview],
      [ADMIN_USE_CASES.tokenClaims, GetTokenClaims],
    ] as const) {
      bind(token as ServiceIdentifier<unknown>).toResolvedValue((uow) => new UseCase(uow), [UNIT_OF_WORK]);
    }
    for (const [token, UseCase] of [
      [ADMIN_USE_CASES.assignCampground, AssignCampground],
      [ADMIN_USE_CASES.setOwnerStatus, SetOwnerStatus],
      [ADMIN_USE_CASES.removeOwner, RemoveOwner],
      [ADMIN_USE_CASES.systemHealth, GetSystemHealth],
    ] as const) {
      bind(token as ServiceIdentifier<unknown>).toResolvedValue(
        (uow, clock) => new UseCase(uow, clock),
        [UNIT_OF_WORK, CLOCK],
      );
    }
    bind(ADMIN_USE_CASES.resendInvitation).toResolvedValue(
      (uow, invite, clock) => new ResendInvitation(uow, invite, clock),
      [UNIT_OF_WORK, ADMIN_USE_CASES.inviteOwner, CLOCK],
    );
    bind(ADMIN_USE_CASES.contactMember).toResolvedValue(
      (uow, mailer, limiter, clock) => new ContactMember(uow, mailer, limiter, clock),
      [UNIT_OF_WORK, MAILER, RATE_LIMITER, CLOCK],
    );
  });
