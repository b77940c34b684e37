import {
  AUTO_RENEWAL_DAYS_BEFORE,
  AUTO_RENEWAL_MESSAGES,
  err,
  MEMBERSHIP_CHANGE_REFUSALS,
  ok,
  type Result,
} from '@camppass/domain';
import { type AutoRenewalView, autoRenewalView, quoteAutoRenewal } from '../checkout/auto-renewal';
import { ensureMemberCustomer } from '../checkout/auto-renewal-customer';
import { campgroundToday } from '../checkout/support';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from '../shared/principal';
import { actAsMember, ownMembership } from './member-access';

export type ManageAutoRenewalCode =
  | 'FORBIDDEN'
  | 'MEMBERSHIP_NOT_FOUND'
  | 'MEMBERSHIP_NOT_ACTIVE'
  | 'AUTO_RENEWAL_NOT_OFFERED'
  | 'CARD_REQUIRED'
  | 'CARD_NOT_SAVED';

type Ports = Pick<CorePorts, 'unitOfWork' | 'gateway' | 'clock' | 'config' | 'random'>;

const notOffered = () => err('AUTO_RENEWAL_NOT_OFFERED', AUTO_RENEWAL_MESSAGES.AUTO_RENEWAL_NOT_OFFERED);

/**
 * The caller's own membership that may renew itself: active today at a campground offering it for
 * its type. Another member's membership is not found.
 */
const renewableMembership = async (
  repos: Repositories,
  ports: Pick<CorePorts, 'clock'>,
  memberId: string,
  membershipId: string,
): Promise<Result<MembershipRecord, ManageAutoRenewalCode>> => {
  const owned = await ownMembership(repos, memberId, membershipId);
  if (!owned.ok) return owned;
  const quote = await quoteAutoRenewal(repos, owned.value);
  if (!quote?.offered) return notOffered();
  if (
    owned.value.status !== 'active' ||
    owned.value.endDate < campgroundToday(quote.campground, ports.clock)
  ) {
    return err('MEMBERSHIP_NOT_ACTIVE', MEMBERSHIP_CHANGE_REFUSALS.MEMBERSHIP_NOT_ACTIVE);
  }
  return owned;
};

const daysBeforeOf = (ports: Pick<CorePorts, 'config'>) =>
  ports.config.autoRenewal?.daysBefore ?? AUTO_RENEWAL_DAYS_BEFORE;

/**
 * Turn on / Turn off: on needs a saved card and a membership that may renew itself; off also cancels
 * any charge still waiting (retries, a payment awaiting confirmation). Both are idempotent.
 */
export class SetAutoRenewal {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
    readonly on: boolean;
  }): Promise<Result<AutoRenewalView, ManageAutoRenewalCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      if (!input.on) {
        const owned = await ownMembership(repos, member.value, input.membershipId);
        if (!owned.ok) return owned;
        const locked = await repos.memberships.findByIdForUpdate(owned.value.id);
        if (!locked) throw new Error(`Membership ${owned.value.id} vanished`);
        const off = locked.autoRenewal
          ? await repos.memberships.update(locked.id, { autoRenewal: false }, now)
          : locked;
        await repos.autoRenewals.cancelOpen(locked.id, now);
        return ok(await autoRenewalView(repos, off ?? locked, daysBeforeOf(this.ports)));
      }
      const renewable = await renewableMembership(repos, this.ports, member.value, input.membershipId);
      if (!renewable.ok) return renewable;
      if (!(await repos.autoRenewals.findCard(renewable.value.id))) {
        return err('CARD_REQUIRED', AUTO_RENEWAL_MESSAGES.CARD_REQUIRED);
      }
      const locked = await repos.memberships.findByIdForUpdate(renewable.value.id);
      if (!locked) throw new Error(`Membership ${renewable.value.id} vanished`);
      const on = locked.autoRenewal
        ? locked
        : await repos.memberships.update(locked.id, { autoRenewal: true }, now);
      return ok(await autoRenewalView(repos, on ?? locked, daysBeforeOf(this.ports)));
    });
  }
}

export interface CardSetup {
  readonly setupIntentId: string;
  /** For the card form to confirm the setup; never stored by us. */
  readonly clientSecret: string;
}

/** Update card, first step: a setup intent saving a card to the member's customer at the gateway. */
export class StartCardUpdate {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
  }): Promise<Result<CardSetup, ManageAutoRenewalCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const renewable = await this.ports.unitOfWork.run((repos) =>
      renewableMembership(repos, this.ports, member.value, input.membershipId),
    );
    if (!renewable.ok) return renewable;
    const customerId = await ensureMemberCustomer(this.ports, member.value);
    const nonce = Array.from(this.ports.random.bytes(12), (b) => b.toString(16).padStart(2, '0')).join('');
    const setup = await this.ports.gateway.createSetupIntent({
      customerId,
      idempotencyKey: `card-update-${renewable.value.id}-${nonce}`,
      metadata: { membershipId: renewable.value.id, userId: member.value },
    });
    return ok({ setupIntentId: setup.id, clientSecret: setup.clientSecret });
  }
}

/**
 * Update card, last step: the confirmed setup intent's card becomes the membership's and automatic
 * renewal is on; a declined charge waiting for its next try is tried again on the next run.
 */
export class FinishCardUpdate {
  constructor(private readonly ports: Ports) {}

  async execute(input: {
    readonly caller: Principal;
    readonly membershipId: string;
    readonly setupIntentId: string;
  }): Promise<Result<AutoRenewalView, ManageAutoRenewalCode>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    const owned = await this.ports.unitOfWork.run((repos) =>
      renewableMembership(repos, this.ports, member.value, input.membershipId),
    );
    if (!owned.ok) return owned;
    const setup = await this.ports.gateway.retrieveSetupIntent(input.setupIntentId);
    const card = setup?.card;
    if (
      !setup ||
      !card ||
      setup.status !== 'succeeded' ||
      !setup.customerId ||
      setup.metadata.membershipId !== owned.value.id ||
      setup.metadata.userId !== member.value
    ) {
      return err('CARD_NOT_SAVED', AUTO_RENEWAL_MESSAGES.CARD_NOT_SAVED);
    }
    const customerId = setup.customerId;
    const now = this.ports.clock.now();
    return this.ports.unitOfWork.run(async (repos) => {
      const locked = await repos.memberships.findByIdForUpdate(owned.value.id);
      if (!locked) throw new Error(`Membership ${owned.value.id} vanished`);
      await repos.autoRenewals.saveCard(
        {
          membershipId: locked.id,
          customerId,
          paymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
        now,
      );
      const on = locked.autoRenewal
        ? locked
        : await repos.memberships.update(locked.id, { autoRenewal: true }, now);
      const [latest] = await repos.autoRenewals.listLatest([locked.id]);
      if (latest?.status === 'declined')
        await repos.autoRenewals.update(latest.id, { nextAttemptAt: now }, now);
      return ok(await autoRenewalView(repos, on ?? locked, daysBeforeOf(this.ports)));
    });
  }
}

/** My Memberships' automatic renewal lines: each of the caller's memberships, by id. */
export class ListAutoRenewals {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'config'>) {}

  async execute(input: {
    readonly caller: Principal;
  }): Promise<Result<ReadonlyMap<string, AutoRenewalView>, 'FORBIDDEN'>> {
    const member = actAsMember(input.caller);
    if (!member.ok) return member;
    return ok(
      await this.ports.unitOfWork.run(async (repos) => {
        const views = new Map<string, AutoRenewalView>();
        for (const membership of await repos.memberships.listByMember(member.value)) {
          views.set(membership.id, await autoRenewalView(repos, membership, daysBeforeOf(this.ports)));
        }
        return views;
      }),
    );
  }
}
