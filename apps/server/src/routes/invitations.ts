import {
  completeOwnerSetupRequestSchema,
  inviteOwnerRequestSchema,
  validateInvitationRequestSchema,
} from '@camppass/client';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { USE_CASES } from '../container/use-case-tokens';
import { requireCaller } from '../http/auth';
import type { AppEnv } from '../http/context';
import { failure } from '../http/errors';
import { parseBody } from '../http/parse';

/** Owner invitations (03 §7): sent by a super admin, opened and accepted through the e-mailed link. */
export const invitationRoutes = (container: Container) => {
  const inviteOwner = container.get(USE_CASES.inviteOwner);
  const validateInvitation = container.get(USE_CASES.validateInvitation);
  const completeOwnerSetup = container.get(USE_CASES.completeOwnerSetup);

  return new Hono<AppEnv>()
    .post('/invite-owner', requireCaller(container.get(USE_CASES.authenticate)), async (c) => {
      const input = await parseBody(c, inviteOwnerRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await inviteOwner.execute({ ...input.value, actor: c.get('caller') });
      return result.ok ? c.json({ success: true }) : failure(c, result);
    })
    .post('/validate-invitation', async (c) => {
      const input = await parseBody(c, validateInvitationRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await validateInvitation.execute(input.value);
      if (!result.ok) return failure(c, result);
      const { profile, role } = result.value;
      return c.json({ success: true, data: { profile, role: { role } } });
    })
    .post('/complete-owner-setup', async (c) => {
      const input = await parseBody(c, completeOwnerSetupRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await completeOwnerSetup.execute(input.value);
      return result.ok ? c.json({ success: true }) : failure(c, result);
    });
};
