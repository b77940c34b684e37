import type { Container } from 'inversify';
import { ADMIN_USE_CASES } from '../../container/admin-module';
import { resolveUseCases } from '../../container/use-case-token';
import { defineFunctions } from '../../http/functions';
import {
  listRequest,
  pageAnswer,
  presentAdminCampground,
  presentAuditEntry,
  presentSystemStats,
} from './present';

/**
 * The super admin's functions (03 §2.9-§2.11, §7). Each use case refuses every caller without the
 * super admin role (403); every write is recorded in the audit log in its own transaction.
 */
export const adminRoutes = (container: Container) => {
  const admin = resolveUseCases(container, ADMIN_USE_CASES);
  return defineFunctions(container)
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
    }).app;
};
