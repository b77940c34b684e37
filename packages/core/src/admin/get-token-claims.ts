import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { RoleHeld } from '../ports/repositories/admin-directory';
import type { Principal } from '../shared/principal';
import { requireSuperAdmin } from './super-admin';

/** What the caller's access token stands for; never the token, its hash or any other secret. */
export interface TokenClaims {
  readonly userId: string;
  readonly email: string;
  readonly sessionId: string;
  readonly roles: readonly RoleHeld[];
  readonly isSuperAdmin: boolean;
}

/** The System tab's token check (03 §2.10), answered from the server's own record of the session. */
export class GetTokenClaims {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork'>) {}

  async execute(input: { readonly actor: Principal }): Promise<Result<TokenClaims, 'FORBIDDEN'>> {
    const allowed = requireSuperAdmin(input.actor);
    if (!allowed.ok) return allowed;
    const { actor } = input;
    const user = await this.ports.unitOfWork.run((repos) => repos.users.findById(actor.userId));
    return ok({
      userId: actor.userId,
      email: user?.email ?? '',
      sessionId: actor.sessionId,
      roles: actor.roles.map(({ role, campgroundId }) => ({ role, campgroundId })),
      isSuperAdmin: true,
    });
  }
}
