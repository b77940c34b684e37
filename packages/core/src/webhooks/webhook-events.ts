import type { WebhookEventType } from '@camppass/domain';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { NewWebhookEvent } from '../ports/repositories/webhook-repository';
import type { Repositories } from '../ports/unit-of-work';

/**
 * Records a campground's event for its webhook endpoints, in the transaction of the change that
 * caused it (`repos` of that unit of work): committed together or not at all. The delivery job
 * sends it from there.
 */
export const recordWebhookEvent = async (
  repos: Pick<Repositories, 'webhooks'>,
  event: {
    readonly campgroundId: string;
    readonly type: WebhookEventType;
    readonly membershipId: string | null;
    readonly data: Readonly<Record<string, unknown>>;
    readonly at: Date;
  },
): Promise<void> => {
  await repos.webhooks.enqueue({
    campgroundId: event.campgroundId,
    type: event.type,
    membershipId: event.membershipId,
    data: event.data,
    createdAt: event.at,
  });
};

/** What a membership event tells: the membership as it stands after the change. */
const membershipEventData = (membership: MembershipRecord): Record<string, unknown> => ({
  membershipId: membership.id,
  membershipCode: membership.membershipCode,
  membershipTypeId: membership.membershipTypeId,
  memberId: membership.memberId,
  status: membership.status,
  paymentStatus: membership.paymentStatus,
  startDate: membership.startDate,
  endDate: membership.endDate,
  autoRenewal: membership.autoRenewal,
});

type MembershipEventType = Extract<WebhookEventType, `membership.${string}`>;

/** A membership's event as the webhook outbox takes it. */
export const membershipEvent = (
  type: MembershipEventType,
  membership: MembershipRecord,
  at: Date,
): NewWebhookEvent => ({
  campgroundId: membership.campgroundId,
  type,
  membershipId: membership.id,
  data: membershipEventData(membership),
  createdAt: at,
});

/** A membership's event, in the transaction of its change. */
export const recordMembershipEvent = async (
  repos: Pick<Repositories, 'webhooks'>,
  type: MembershipEventType,
  membership: MembershipRecord,
  at: Date,
): Promise<void> => {
  await repos.webhooks.enqueue(membershipEvent(type, membership, at));
};
