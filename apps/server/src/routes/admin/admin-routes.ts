import { AssignCampground } from '@camppass/core/admin/assign-campground';
import { ContactMember } from '@camppass/core/admin/contact-member';
import { CreateCampground } from '@camppass/core/admin/create-campground';
import { GetSchemaOverview } from '@camppass/core/admin/get-schema-overview';
import { GetSystemHealth } from '@camppass/core/admin/get-system-health';
import { GetSystemStats } from '@camppass/core/admin/get-system-stats';
import { GetTokenClaims } from '@camppass/core/admin/get-token-claims';
import { InviteOwner } from '@camppass/core/admin/invite-owner';
import { ListMembers, ListOwners, ListUsers } from '@camppass/core/admin/list-accounts';
import { ListAdminCampgrounds } from '@camppass/core/admin/list-admin-campgrounds';
import { ListAuditLog } from '@camppass/core/admin/list-audit-log';
import { GetMemberDetails } from '@camppass/core/admin/member-details';
import { RemoveCampground } from '@camppass/core/admin/remove-campground';
import { RemoveOwner } from '@camppass/core/admin/remove-owner';
import { ResendInvitation } from '@camppass/core/admin/resend-invitation';
import { SetOwnerStatus } from '@camppass/core/admin/set-owner-status';
import { UpdateCampground } from '@camppass/core/admin/update-campground';
import { CAMPGROUND_ASSIGNED } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import {
  listRequest,
  pageAnswer,
  presentAdminCampground,
  presentAuditEntry,
  presentClaims,
  presentHealth,
  presentMember,
  presentMemberDetails,
  presentOwner,
  presentSchema,
  presentSystemStats,
  presentUser,
} from './present';

/**
 * The super admin's functions (03 §2.9-§2.11, §7). Each use case refuses every caller without the
 * super admin role (403); every write is recorded in the audit log in its own transaction.
 */
export const adminRoutes = ({ use }: Area) => {
  return defineFunctions(use)
    .define('invite-owner', async ({ input, caller }) => {
      const result = await use(InviteOwner).execute({ ...input, actor: caller });
      return result.ok ? { success: true } : result;
    })
    .define('admin-recent-activity', async ({ input, caller }) => {
      const result = await use(ListAuditLog).execute({
        actor: caller,
        ...listRequest(input, {
          campgroundId: input.campgroundId ?? null,
          actorId: input.actorId ?? null,
          kind: input.kind ?? null,
          from: input.from ? new Date(input.from) : null,
          to: input.to ? new Date(input.to) : null,
        }),
      });
      return result.ok ? pageAnswer(result.value, presentAuditEntry) : result;
    })
    .define('admin-system-stats', async ({ caller }) => {
      const result = await use(GetSystemStats).execute({ actor: caller });
      return result.ok ? { success: true, data: presentSystemStats(result.value) } : result;
    })
    .define('create-campground', async ({ input, caller }) => {
      const result = await use(CreateCampground).execute({ actor: caller, form: input });
      return result.ok ? { success: true, data: presentAdminCampground(result.value) } : result;
    })
    .define('admin-campgrounds', async ({ input, caller }) => {
      const status = input.status === 'all' ? null : (input.status ?? null);
      const result = await use(ListAdminCampgrounds).execute({
        actor: caller,
        ...listRequest(input, { status, unownedOnly: input.unowned ?? false }),
      });
      return result.ok ? pageAnswer(result.value, presentAdminCampground) : result;
    })
    .define('admin-update-campground', async ({ input: { campground_id, ...form }, caller }) => {
      const result = await use(UpdateCampground).execute({
        actor: caller,
        campgroundId: campground_id,
        form,
      });
      return result.ok ? { success: true, data: presentAdminCampground(result.value) } : result;
    })
    .define('admin-delete-campground', async ({ input, caller }) => {
      const result = await use(RemoveCampground).execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-owners', async ({ input, caller }) => {
      const result = await use(ListOwners).execute({ actor: caller, ...listRequest(input) });
      return result.ok ? pageAnswer(result.value, presentOwner) : result;
    })
    .define('admin-resend-invitation', async ({ input, caller }) => {
      const result = await use(ResendInvitation).execute({
        actor: caller,
        campgroundId: input.campgroundId,
      });
      return result.ok
        ? {
            success: true,
            data: { email: result.value.email, expiresAt: result.value.expiresAt.toISOString() },
          }
        : result;
    })
    .define('assign-campground', async ({ input, caller }) => {
      const result = await use(AssignCampground).execute({
        actor: caller,
        campgroundId: input.p_campground_id,
        ownerId: input.p_owner_id,
      });
      return result.ok ? { success: true, message: CAMPGROUND_ASSIGNED } : result;
    })
    .define('admin-suspend-owner', async ({ input, caller }) => {
      const result = await use(SetOwnerStatus).execute({
        actor: caller,
        ownerId: input.ownerId,
        status: 'suspended',
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-reactivate-owner', async ({ input, caller }) => {
      const result = await use(SetOwnerStatus).execute({
        actor: caller,
        ownerId: input.ownerId,
        status: 'active',
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-delete-owner', async ({ input, caller }) => {
      const result = await use(RemoveOwner).execute({ actor: caller, ownerId: input.ownerId });
      return result.ok ? { success: true, data: { campgroundIds: [...result.value.campgroundIds] } } : result;
    })
    .define('admin-users', async ({ input, caller }) => {
      const result = await use(ListUsers).execute({
        actor: caller,
        ...listRequest(input, { role: input.role ?? null }),
      });
      return result.ok ? pageAnswer(result.value, presentUser) : result;
    })
    .define('admin-members', async ({ input, caller }) => {
      const status = input.status === 'all' ? null : (input.status ?? null);
      const result = await use(ListMembers).execute({
        actor: caller,
        ...listRequest(input, { campgroundId: input.campgroundId || null, status }),
      });
      return result.ok ? pageAnswer(result.value, presentMember) : result;
    })
    .define('admin-member-details', async ({ input, caller }) => {
      const result = await use(GetMemberDetails).execute({ actor: caller, memberId: input.memberId });
      return result.ok ? { success: true, data: presentMemberDetails(result.value) } : result;
    })
    .define('admin-contact-member', async ({ input, caller }) => {
      const result = await use(ContactMember).execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-system-health', async ({ caller }) => {
      const result = await use(GetSystemHealth).execute({ actor: caller });
      return result.ok ? { success: true, data: presentHealth(result.value) } : result;
    })
    .define('admin-system-schema', async ({ caller }) => {
      const result = await use(GetSchemaOverview).execute({ actor: caller });
      return result.ok ? { success: true, data: presentSchema(result.value) } : result;
    })
    .define('admin-token-claims', async ({ caller }) => {
      const result = await use(GetTokenClaims).execute({ actor: caller });
      return result.ok ? { success: true, data: presentClaims(result.value) } : result;
    }).app;
};
