import { CAMPGROUND_ASSIGNED } from '@camppass/domain';
import type { Container } from 'inversify';
import { ADMIN_USE_CASES } from '../../container/admin-module';
import { USE_CASES } from '../../container/core-module';
import { resolveUseCases } from '../../container/use-case-token';
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
export const adminRoutes = (container: Container) => {
  const admin = resolveUseCases(container, ADMIN_USE_CASES);
  return defineFunctions(container.get(USE_CASES))
    .define('invite-owner', async ({ input, caller }) => {
      const result = await admin.inviteOwner.execute({ ...input, actor: caller });
      return result.ok ? { success: true } : result;
    })
    .define('admin-recent-activity', async ({ input, caller }) => {
      const result = await admin.listAuditLog.execute({
        actor: caller,
        ...listRequest(input, { campgroundId: input.campgroundId ?? null }),
      });
      return result.ok ? pageAnswer(result.value, presentAuditEntry) : result;
    })
    .define('admin-system-stats', async ({ caller }) => {
      const result = await admin.getSystemStats.execute({ actor: caller });
      return result.ok ? { success: true, data: presentSystemStats(result.value) } : result;
    })
    .define('create-campground', async ({ input, caller }) => {
      const result = await admin.createCampground.execute({ actor: caller, form: input });
      return result.ok ? { success: true, data: presentAdminCampground(result.value) } : result;
    })
    .define('admin-campgrounds', async ({ input, caller }) => {
      const status = input.status === 'all' ? null : (input.status ?? null);
      const result = await admin.listCampgrounds.execute({
        actor: caller,
        ...listRequest(input, { status, unownedOnly: input.unowned ?? false }),
      });
      return result.ok ? pageAnswer(result.value, presentAdminCampground) : result;
    })
    .define('admin-update-campground', async ({ input: { campground_id, ...form }, caller }) => {
      const result = await admin.updateCampground.execute({
        actor: caller,
        campgroundId: campground_id,
        form,
      });
      return result.ok ? { success: true, data: presentAdminCampground(result.value) } : result;
    })
    .define('admin-delete-campground', async ({ input, caller }) => {
      const result = await admin.removeCampground.execute({
        actor: caller,
        campgroundId: input.campground_id,
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-owners', async ({ input, caller }) => {
      const result = await admin.listOwners.execute({ actor: caller, ...listRequest(input) });
      return result.ok ? pageAnswer(result.value, presentOwner) : result;
    })
    .define('admin-resend-invitation', async ({ input, caller }) => {
      const result = await admin.resendInvitation.execute({
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
      const result = await admin.assignCampground.execute({
        actor: caller,
        campgroundId: input.p_campground_id,
        ownerId: input.p_owner_id,
      });
      return result.ok ? { success: true, message: CAMPGROUND_ASSIGNED } : result;
    })
    .define('admin-suspend-owner', async ({ input, caller }) => {
      const result = await admin.setOwnerStatus.execute({
        actor: caller,
        ownerId: input.ownerId,
        status: 'suspended',
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-reactivate-owner', async ({ input, caller }) => {
      const result = await admin.setOwnerStatus.execute({
        actor: caller,
        ownerId: input.ownerId,
        status: 'active',
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-delete-owner', async ({ input, caller }) => {
      const result = await admin.removeOwner.execute({ actor: caller, ownerId: input.ownerId });
      return result.ok ? { success: true, data: { campgroundIds: [...result.value.campgroundIds] } } : result;
    })
    .define('admin-users', async ({ input, caller }) => {
      const result = await admin.listUsers.execute({
        actor: caller,
        ...listRequest(input, { role: input.role ?? null }),
      });
      return result.ok ? pageAnswer(result.value, presentUser) : result;
    })
    .define('admin-members', async ({ input, caller }) => {
      const status = input.status === 'all' ? null : (input.status ?? null);
      const result = await admin.listMembers.execute({
        actor: caller,
        ...listRequest(input, { campgroundId: input.campgroundId || null, status }),
      });
      return result.ok ? pageAnswer(result.value, presentMember) : result;
    })
    .define('admin-member-details', async ({ input, caller }) => {
      const result = await admin.memberDetails.execute({ actor: caller, memberId: input.memberId });
      return result.ok ? { success: true, data: presentMemberDetails(result.value) } : result;
    })
    .define('admin-contact-member', async ({ input, caller }) => {
      const result = await admin.contactMember.execute({ actor: caller, ...input });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .define('admin-system-health', async ({ caller }) => {
      const result = await admin.systemHealth.execute({ actor: caller });
      return result.ok ? { success: true, data: presentHealth(result.value) } : result;
    })
    .define('admin-system-schema', async ({ caller }) => {
      const result = await admin.schemaOverview.execute({ actor: caller });
      return result.ok ? { success: true, data: presentSchema(result.value) } : result;
    })
    .define('admin-token-claims', async ({ caller }) => {
      const result = await admin.tokenClaims.execute({ actor: caller });
      return result.ok ? { success: true, data: presentClaims(result.value) } : result;
    }).app;
};
