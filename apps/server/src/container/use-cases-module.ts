import {
  Authenticate,
  CAPTCHA_VERIFIER,
  CLOCK,
  CORE_CONFIG,
  CompleteOwnerSetup,
  CompletePasswordReset,
  GetCurrentUser,
  InviteOwner,
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
import type { Config } from '../config/config';
import { USE_CASES } from './use-case-tokens';

/** The use cases, each built from the ports it names (no decorators: the factories say it). */
export const useCasesModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(CORE_CONFIG).toConstantValue({ appBaseUrl: config.appBaseUrl, productName: config.productName });

    bind(USE_CASES.login).toResolvedValue(
      (uow, hasher, tokens, captcha, limiter, clock) =>
        new Login(uow, hasher, tokens, captcha, limiter, clock),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CAPTCHA_VERIFIER, RATE_LIMITER, CLOCK],
    );
    bind(USE_CASES.logout).toResolvedValue(
      (uow, tokens, clock) => new Logout(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.refreshSession).toResolvedValue(
      (uow, tokens, clock) => new RefreshSession(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.authenticate).toResolvedValue(
      (uow, tokens, clock) => new Authenticate(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.getCurrentUser).toResolvedValue(
      (uow, tokens, clock) => new GetCurrentUser(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.requestPasswordReset).toResolvedValue(
      (uow, tokens, mailer, limiter, clock, core) =>
        new RequestPasswordReset(uow, tokens, mailer, limiter, clock, core),
      [UNIT_OF_WORK, TOKEN_GENERATOR, MAILER, RATE_LIMITER, CLOCK, CORE_CONFIG],
    );
    bind(USE_CASES.completePasswordReset).toResolvedValue(
      (uow, hasher, tokens, clock) => new CompletePasswordReset(uow, hasher, tokens, clock),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.inviteOwner).toResolvedValue(
      (uow, tokens, mailer, clock, core) => new InviteOwner(uow, tokens, mailer, clock, core),
      [UNIT_OF_WORK, TOKEN_GENERATOR, MAILER, CLOCK, CORE_CONFIG],
    );
    bind(USE_CASES.validateInvitation).toResolvedValue(
      (uow, tokens, clock) => new ValidateInvitation(uow, tokens, clock),
      [UNIT_OF_WORK, TOKEN_GENERATOR, CLOCK],
    );
    bind(USE_CASES.completeOwnerSetup).toResolvedValue(
      (uow, hasher, tokens, clock) => new CompleteOwnerSetup(uow, hasher, tokens, clock),
      [UNIT_OF_WORK, PASSWORD_HASHER, TOKEN_GENERATOR, CLOCK],
    );
  });
