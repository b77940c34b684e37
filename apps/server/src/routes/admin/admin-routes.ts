import type { Container } from 'inversify';
import { ADMIN_USE_CASES } from '../../container/admin-module';
import { resolveUseCases } from '../../container/use-case-token';
import { defineFunctions } from '../../http/functions';
import { listRequest, pageAnswer, presentAuditEntry, presentSystemStats } from './present';

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
    }).app;
};
