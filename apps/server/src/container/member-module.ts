import { CanvasCardRenderer } from '@camppass/adapter-local';
import {
  CLOCK,
  CORE_CONFIG,
  CompleteMembershipChange,
  FILE_STORAGE,
  GetMemberDashboard,
  GetMemberDocuments,
  GetMemberProfile,
  GetMembershipCard,
  GetMembershipStatus,
  GetMembershipStatusLink,
  ListMemberMemberships,
  ListMemberPayments,
  MEMBERSHIP_CARD_RENDERER,
  PAYMENT_GATEWAY,
  RANDOM_SOURCE,
  StartMembershipChange,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  UpdateMemberProfile,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { PUBLIC_USE_CASES } from './public-module';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the member area's use cases (02). */
export const MEMBER_USE_CASES = {
  getMemberDashboard: token<GetMemberDashboard>('GetMemberDashboard'),
  listMemberMemberships: token<ListMemberMemberships>('ListMemberMemberships'),
  listMemberPayments: token<ListMemberPayments>('ListMemberPayments'),
  getMemberProfile: token<GetMemberProfile>('GetMemberProfile'),
  updateMemberProfile: token<UpdateMemberProfile>('UpdateMemberProfile'),
  getMemberDocuments: token<GetMemberDocuments>('GetMemberDocuments'),
  getMembershipStatusLink: token<GetMembershipStatusLink>('GetMembershipStatusLink'),
  getMembershipStatus: token<GetMembershipStatus>('GetMembershipStatus'),
  getMembershipCard: token<GetMembershipCard>('GetMembershipCard'),
  startMembershipChange: token<StartMembershipChange>('StartMembershipChange'),
  completeMembershipChange: token<CompleteMembershipChange>('CompleteMembershipChange'),
} as const;

/** The member area: its use cases, and the card renderer (the same in every mode). */
export const memberModule = () =>
  new ContainerModule(({ bind }) => {
    const u = MEMBER_USE_CASES;
    bind(MEMBERSHIP_CARD_RENDERER).toConstantValue(new CanvasCardRenderer());
    bind(u.getMemberDashboard).toResolvedValue(
      (uow, clock) => new GetMemberDashboard(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.listMemberMemberships).toResolvedValue(
      (uow, clock) => new ListMemberMemberships(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.listMemberPayments).toResolvedValue(
      (uow, clock) => new ListMemberPayments(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.getMemberProfile).toResolvedValue((uow) => new GetMemberProfile(uow), [UNIT_OF_WORK]);
    bind(u.updateMemberProfile).toResolvedValue(
      (uow, clock) => new UpdateMemberProfile(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.getMemberDocuments).toResolvedValue(
      (uow, storage) => new GetMemberDocuments(uow, storage),
      [UNIT_OF_WORK, FILE_STORAGE],
    );
    bind(u.getMembershipStatusLink).toResolvedValue(
      (uow, tokens, clock, core) => new GetMembershipStatusLink(uow, tokens, clock, core),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK, CORE_CONFIG],
    );
    bind(u.getMembershipStatus).toResolvedValue(
      (uow, clock) => new GetMembershipStatus(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
    bind(u.getMembershipCard).toResolvedValue(
      (uow, renderer, tokens, clock, core) => new GetMembershipCard(uow, renderer, tokens, clock, core),
      [UNIT_OF_WORK, MEMBERSHIP_CARD_RENDERER, TOKEN_GENERATOR, CLOCK, CORE_CONFIG],
    );
    // Renewals and extensions are checkouts: the purchase's fulfilment applies them, whoever asks.
    bind(u.startMembershipChange).toResolvedValue(
      (uow, gateway, random, clock) => new StartMembershipChange(uow, gateway, random, clock),
      [UNIT_OF_WORK, PAYMENT_GATEWAY, RANDOM_SOURCE, CLOCK],
    );
    bind(u.completeMembershipChange).toResolvedValue(
      (uow, start, fulfil) => new CompleteMembershipChange(uow, start, fulfil),
      [UNIT_OF_WORK, u.startMembershipChange, PUBLIC_USE_CASES.fulfilCheckout],
    );
  });
