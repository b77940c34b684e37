import {
  authLoginRequestSchema,
  authRefreshRequestSchema,
  completeOwnerSetupRequestSchema,
  recoveryPasswordRequestSchema,
  resetPasswordRequestSchema,
  validateInvitationRequestSchema,
} from '@camppass/client';
import { Hono } from 'hono';
import type { Container } from 'inversify';
import { AUTH_USE_CASES as USE_CASES } from '../../container/auth-module';
import { bearerToken } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { failure } from '../../http/errors';
import { parseBody } from '../../http/parse';
import { presentTokens, presentUser } from './present';

const knownIp = (ip: string): string | undefined => (ip === 'unknown' ? undefined : ip);

/**
 * Sign-in, sessions, password reset (01 §7) and the invited owner's account setup through the
 * e-mailed /owner/setup link (03 §7), which the person opens before having a password.
 */
export const authRoutes = (container: Container) => {
  const login = container.get(USE_CASES.login);
  const logout = container.get(USE_CASES.logout);
  const refresh = container.get(USE_CASES.refreshSession);
  const currentUser = container.get(USE_CASES.getCurrentUser);
  const requestReset = container.get(USE_CASES.requestPasswordReset);
  const completeReset = container.get(USE_CASES.completePasswordReset);
  const validateInvitation = container.get(USE_CASES.validateInvitation);
  const completeOwnerSetup = container.get(USE_CASES.completeOwnerSetup);

  return new Hono<AppEnv>()
    .post('/auth-login', async (c) => {
      const input = await parseBody(c, authLoginRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await login.execute({ ...input.value, remoteIp: knownIp(c.get('clientIp')) });
      if (!result.ok) return failure(c, result);
      return c.json({
        success: true,
        user: presentUser(result.value.user),
        tokens: presentTokens(result.value.tokens),
      });
    })
    .post('/auth-logout', async (c) => {
      const result = await logout.execute({ accessToken: bearerToken(c) });
      return result.ok ? c.json({ success: true }) : failure(c, result);
    })
    .post('/auth-refresh', async (c) => {
      const input = await parseBody(c, authRefreshRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await refresh.execute(input.value);
      return result.ok
        ? c.json({ success: true, tokens: presentTokens(result.value.tokens) })
        : failure(c, result);
    })
    .get('/get-user-profile', async (c) => {
      const result = await currentUser.execute({ accessToken: bearerToken(c) });
      return result.ok ? c.json({ success: true, user: presentUser(result.value) }) : failure(c, result);
    })
    .post('/recovery-password', async (c) => {
      const input = await parseBody(c, recoveryPasswordRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await requestReset.execute(input.value);
      return result.ok ? c.json({ success: true, message: result.value.message }) : failure(c, result);
    })
    .post('/reset-password', async (c) => {
      const input = await parseBody(c, resetPasswordRequestSchema);
      if (!input.ok) return failure(c, input);
      const result = await completeReset.execute(input.value);
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
