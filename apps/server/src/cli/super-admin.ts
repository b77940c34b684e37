import { type CommonPasswords, checkNewPassword, type PasswordHasher, type UnitOfWork } from '@camppass/core';
import { err, isEmail, normalizeEmail, ok, type Result } from '@camppass/domain';

export interface SuperAdminInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The first super admin of a production install (where no demo data exists), or the promotion of
 * an existing account: the password is checked by the 01 §5 policy and the strength estimate, the account made active and
 * given the super_admin role. Running it again for the same address only sets the password anew.
 */
export async function createSuperAdmin(
  deps: {
    readonly unitOfWork: UnitOfWork;
    readonly passwordHasher: PasswordHasher;
    readonly commonPasswords: CommonPasswords;
    readonly now: () => Date;
  },
  input: SuperAdminInput,
): Promise<Result<{ readonly email: string; readonly created: boolean }>> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) return err('INVALID_EMAIL', 'Please enter a valid email address');
  const password = await checkNewPassword(deps.commonPasswords, input.password, input.password, [
    email,
    input.firstName,
    input.lastName,
  ]);
  if (!password.ok) return password;
  const passwordHash = await deps.passwordHasher.hash(password.value);
  const at = deps.now();
  return deps.unitOfWork.run(async (repos) => {
    let user = await repos.users.findByEmail(email);
    const created = user === null;
    if (user) {
      await repos.users.setPasswordHash(user.id, passwordHash, at);
      await repos.sessions.revokeAllForUser(user.id, at);
    } else {
      const made = await repos.users.create({ email, passwordHash, createdAt: at });
      if (!made.ok) return made;
      user = made.value;
    }
    const profile = await repos.users.findProfile(user.id);
    if (profile) await repos.users.updateProfile(user.id, { status: 'active' }, at);
    else
      await repos.users.saveProfile(
        user.id,
        { firstName: input.firstName, lastName: input.lastName, status: 'active' },
        at,
      );
    await repos.roles.grant({ userId: user.id, role: 'super_admin', campgroundId: null, createdAt: at });
    return ok({ email, created });
  });
}
