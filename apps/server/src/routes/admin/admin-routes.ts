import { inviteOwnerRequestSchema } from '@camppass/client';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { ADMIN_USE_CASES } from '../../container/admin-module';
import { AUTH_USE_CASES } from '../../container/auth-module';
import { requireCaller } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { failure } from '../../http/errors';
import { parseBody } from '../../http/parse';

/** The super admin's functions: inviting an owner to a campground by an e-mailed link (03 §7). */
export const adminRoutes = (container: Container) => {
  const inviteOwner = container.get(ADMIN_USE_CASES.inviteOwner);
  return new Hono<AppEnv>().post(
    '/invite-owner',
    requireCaller(container.get(AUTH_USE_CASES.authenticate)),
    async (c) => {
      const input = await parseBody(c, inviteOwnerRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await inviteOwner.execute({ ...input.value, actor: c.get('caller') });
      return result.ok ? c.json({ success: true }) : failure(c, result);
    },
  );
};
