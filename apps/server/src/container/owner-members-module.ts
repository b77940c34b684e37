import {
  CLOCK,
  ExportMembers,
  GetCampgroundMember,
  GetCampgroundMemberStats,
  ListCampgroundMembers,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { REPOSITORIES } from './persistence-module';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the owner area's Members tab (03 §2.5). */
export const OWNER_MEMBER_USE_CASES = {
  listCampgroundMembers: token<ListCampgroundMembers>('ListCampgroundMembers'),
  getCampgroundMemberStats: token<GetCampgroundMemberStats>('GetCampgroundMemberStats'),
  getCampgroundMember: token<GetCampgroundMember>('GetCampgroundMember'),
  exportMembers: token<ExportMembers>('ExportMembers'),
} as const;

/** Reads only, outside a transaction: the export streams for as long as the download lasts. */
export const ownerMembersModule = () =>
  new ContainerModule(({ bind }) => {
    const u = OWNER_MEMBER_USE_CASES;
    bind(u.listCampgroundMembers).toResolvedValue(
      (repos, clock) => new ListCampgroundMembers(repos.ownerMembers, clock),
      [REPOSITORIES, CLOCK],
    );
    bind(u.getCampgroundMemberStats).toResolvedValue(
      (repos, clock) => new GetCampgroundMemberStats(repos.ownerMembers, repos.campgrounds, clock),
      [REPOSITORIES, CLOCK],
    );
    bind(u.getCampgroundMember).toResolvedValue(
      (repos, clock) => new GetCampgroundMember(repos.ownerMembers, repos.identityDocuments, clock),
      [REPOSITORIES, CLOCK],
    );
    bind(u.exportMembers).toResolvedValue(
      (repos, clock) => new ExportMembers(repos.ownerMembers, repos.campgrounds, clock),
      [REPOSITORIES, CLOCK],
    );
  });
