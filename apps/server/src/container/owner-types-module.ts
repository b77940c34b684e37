import {
  CLOCK,
  CreateMembershipType,
  DeleteMembershipType,
  ListMembershipTypes,
  UNIT_OF_WORK,
  UpdateMembershipType,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the owner area's Membership Types tab. */
export const OWNER_TYPE_USE_CASES = {
  listMembershipTypes: token<ListMembershipTypes>('ListMembershipTypes'),
  createMembershipType: token<CreateMembershipType>('CreateMembershipType'),
  updateMembershipType: token<UpdateMembershipType>('UpdateMembershipType'),
  deleteMembershipType: token<DeleteMembershipType>('DeleteMembershipType'),
} as const;

export const ownerTypesModule = () =>
  new ContainerModule(({ bind }) => {
    const u = OWNER_TYPE_USE_CASES;
    bind(u.listMembershipTypes).toResolvedValue((uow) => new ListMembershipTypes(uow), [UNIT_OF_WORK]);
    bind(u.createMembershipType).toResolvedValue(
      (uow, clock) => new CreateMembershipType(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.updateMembershipType).toResolvedValue(
      (uow, clock) => new UpdateMembershipType(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.deleteMembershipType).toResolvedValue(
      (uow, clock) => new DeleteMembershipType(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
  });
