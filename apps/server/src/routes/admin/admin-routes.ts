import type { Container } from 'inversify';
import { ADMIN_USE_CASES } from '../../container/admin-module';
import { defineFunctions } from '../../http/functions';

/** The super admin's functions: inviting an owner to a campground by an e-mailed link (03 §7). */
export const adminRoutes = (container: Container) => {
  const inviteOwner = container.get(ADMIN_USE_CASES.inviteOwner);
  return defineFunctions(container).define('invite-owner', async ({ input, caller }) => {
    const result = await inviteOwner.execute({ ...input, actor: caller });
    return result.ok ? { success: true } : result;
  }).app;
};
