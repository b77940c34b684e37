import type { StoredRole } from '../ports/repositories/role-repository';
import type { WebhookSender } from '../ports/webhook-sender';
import type { Principal } from '../shared/principal';
import { DeliverWebhooks } from '../webhooks/deliver-webhooks';
import {
  ListWebhookDeliveries,
  ResendWebhookDelivery,
  SendTestWebhook,
} from '../webhooks/webhook-deliveries';
import {
  CreateWebhookEndpoint,
  DeleteWebhookEndpoint,
  ListWebhookEndpoints,
  RotateWebhookSecret,
  SetWebhookEndpointEnabled,
} from '../webhooks/webhook-endpoints';
import { recordMembershipEvent } from '../webhooks/webhook-events';
import { aMembership, T0 } from './builders';
import { seedCampground, seedMembershipType, seedUser, unwrap } from './contract-harness';
import { createInMemoryCore } from './in-memory-core';
import type { ScriptedWebhookSender } from './scripted-webhook-sender';

/** The webhook use cases over fakes: two campgrounds, each with a real owner account, and callers in each role. */
export const setUpWebhooks = async <Sender extends WebhookSender = ScriptedWebhookSender>(given?: Sender) => {
  const base = createInMemoryCore();
  const core = { ...base, webhookSender: given ?? base.webhookSender };
  const campground = await seedCampground(core.repos, { slug: 'pine-valley' });
  const other = await seedCampground(core.repos, { slug: 'other-camp' });
  const ownerAccount = await seedUser(core.repos, 'owner@pine.test');
  const otherOwnerAccount = await seedUser(core.repos, 'owner@other.test');
  await core.repos.roles.grant({
    userId: ownerAccount.id,
    role: 'owner',
    campgroundId: campground.id,
    createdAt: T0,
  });
  await core.repos.roles.grant({
    userId: otherOwnerAccount.id,
    role: 'owner',
    campgroundId: other.id,
    createdAt: T0,
  });
  const as = (role: StoredRole, campgroundId: string | null, userId: string): Principal => ({
    userId,
    sessionId: 'session',
    roles: [{ userId, role, campgroundId, createdAt: T0 }],
  });
  const member = await seedUser(core.repos, 'member@pine.test');
  /** A membership of `campgroundId`, with its events recorded as their use cases record them. */
  const types = new Map<string, Promise<{ readonly id: string }>>();
  const membershipAt = async (campgroundId: string) => {
    const type = types.get(campgroundId) ?? seedMembershipType(core.repos, campgroundId);
    types.set(campgroundId, type);
    return unwrap(
      await core.repos.memberships.create(
        aMembership({ campgroundId, memberId: member.id, membershipTypeId: (await type).id }),
      ),
    );
  };
  const record = (
    type: Parameters<typeof recordMembershipEvent>[1],
    membership: Parameters<typeof recordMembershipEvent>[2],
  ) => core.unitOfWork.run((repos) => recordMembershipEvent(repos, type, membership, core.clock.now()));
  return {
    core,
    sender: core.webhookSender as Sender,
    campground,
    other,
    owner: as('owner', campground.id, ownerAccount.id),
    otherOwner: as('owner', other.id, otherOwnerAccount.id),
    staff: as('staff', campground.id, 'user-staff'),
    member: as('member', null, member.id),
    admin: as('super_admin', null, 'user-admin'),
    membershipAt,
    record,
    create: new CreateWebhookEndpoint(core),
    list: new ListWebhookEndpoints(core),
    setEnabled: new SetWebhookEndpointEnabled(core),
    remove: new DeleteWebhookEndpoint(core),
    rotate: new RotateWebhookSecret(core),
    sendTest: new SendTestWebhook(core),
    deliveries: new ListWebhookDeliveries(core),
    resend: new ResendWebhookDelivery(core),
    deliver: new DeliverWebhooks(core),
  };
};
