import {
  BACKGROUND_TASKS,
  CAPTCHA_VERIFIER,
  CLOCK,
  COMMON_PASSWORDS,
  CORE_CONFIG,
  CompleteOwnerSetup,
  CompletePasswordReset,
  DELAY,
  GetCurrentUser,
  Login,
  Logout,
  MAILER,
  PASSWORD_HASHER,
  RATE_LIMITER,
  RefreshSession,
  RequestPasswordReset,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
  ValidateInvitation,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the auth area's use cases. */
export const AUTH_USE_CASES = {
  login: token<Login>('Login'),
  logout: token<Logout>('Logout'),
  refreshSession: token<RefreshSession>('RefreshSession'),
  getCurrentUser: token<GetCurrentUser>('GetCurrentUser'),
  requestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  completePasswordReset: token<CompletePasswordReset>('CompletePasswordReset'),
  validateInvitation: token<ValidateInvitation>('ValidateInvitation'),
  completeOwnerSetup: token<CompleteOwnerSetup>('CompleteOwnerSetup'),
} as const;

/** Sign-in, sessions, password reset and the invited owner's account setup. */
export const authModule = () =>
  new ContainerModule(({ bind }) => {
    const u = AUTH_USE_CASES;
    bind(u.login).toResolvedValue(
      (uow, hasher, tokens, captcha, limiter, clock, delay) =>
        new Login(uow, hasher, tokens, captcha, limiter, clock, delay),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CAPTCHA_VERIFIER, RATE_LIMITER, CLOCK, DELAY],
    );
    bind(u.logout).toResolvedValue(
      (uow, tokens, clock) => new Logout(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(u.refreshSession).toResolvedValue(
      (uow, tokens, clock) => new RefreshSession(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(u.getCurrentUser).toResolvedValue(
      (uow, tokens, clock) => new GetCurrentUser(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(u.requestPasswordReset).toResolvedValue(
      (uow, tokens, mailer, limiter, clock, core, background) =>
        new RequestPasswordReset(uow, tokens, mailer, limiter, clock, core, background),
      [UNIT_OF_WORK, TOKEN_GENERATOR, MAILER, RATE_LIMITER, CLOCK, CORE_CONFIG, BACKGROUND_TASKS],
    );
    bind(u.completePasswordReset).toResolvedValue(
      (uow, hasher, tokens, clock, common) => new CompletePasswordReset(uow, hasher, tokens, clock, common),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CLOCK, COMMON_PASSWORDS],
    );
    bind(u.validateInvitation).toResolvedValue(
      (uow, tokens, clock) => new ValidateInvitation(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(u.completeOwnerSetup).toResolvedValue(
      (uow, hasher, tokens, clock, common) => new CompleteOwnerSetup(uow, hasher, tokens, clock, common),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CLOCK, COMMON_PASSWORDS],
    );
  });
