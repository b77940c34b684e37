import type {
  Authenticate,
  CompleteOwnerSetup,
  CompletePasswordReset,
  GetCurrentUser,
  InviteOwner,
  Login,
  Logout,
  RefreshSession,
  RequestPasswordReset,
  ValidateInvitation,
} from '@camppass/core';
import type { ServiceIdentifier } from 'inversify';

/** Injection tokens of the use cases the routes call. */
export const USE_CASES = {
  login: Symbol.for('camppass.usecase.Login') as ServiceIdentifier<Login>,
  logout: Symbol.for('camppass.usecase.Logout') as ServiceIdentifier<Logout>,
  refreshSession: Symbol.for('camppass.usecase.RefreshSession') as ServiceIdentifier<RefreshSession>,
  authenticate: Symbol.for('camppass.usecase.Authenticate') as ServiceIdentifier<Authenticate>,
  getCurrentUser: Symbol.for('camppass.usecase.GetCurrentUser') as ServiceIdentifier<GetCurrentUser>,
  requestPasswordReset: Symbol.for(
    'camppass.usecase.RequestPasswordReset',
  ) as ServiceIdentifier<RequestPasswordReset>,
  completePasswordReset: Symbol.for(
    'camppass.usecase.CompletePasswordReset',
  ) as ServiceIdentifier<CompletePasswordReset>,
  inviteOwner: Symbol.for('camppass.usecase.InviteOwner') as ServiceIdentifier<InviteOwner>,
  validateInvitation: Symbol.for(
    'camppass.usecase.ValidateInvitation',
  ) as ServiceIdentifier<ValidateInvitation>,
  completeOwnerSetup: Symbol.for(
    'camppass.usecase.CompleteOwnerSetup',
  ) as ServiceIdentifier<CompleteOwnerSetup>,
} as const;
