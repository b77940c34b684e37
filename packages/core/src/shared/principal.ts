import type { RoleGrant } from '../ports/repositories/role-repository';

/** The signed-in caller of an authenticated call. */
export interface Principal {
  readonly userId: string;
  readonly sessionId: string;
  readonly roles: readonly RoleGrant[];
}
