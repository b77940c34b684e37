import type { Tokens, User } from '@camppass/client';
import type { AuthUser } from '@camppass/core/auth/auth-user';
import type { SessionTokens } from '@camppass/core/auth/sessions';

/** The signed-in user in the contract's shape (01 §3): the use case's record with ISO timestamps. */
export const presentUser = (user: AuthUser): User => ({
  id: user.id,
  name: user.name,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  roles: user.roles.map((role) => ({ role_name: role.role_name, campground_id: role.campground_id })),
  permissions: { ...user.permissions, list: [...user.permissions.list] },
  campgroundId: user.campgroundId,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

export const presentTokens = (tokens: SessionTokens): Tokens => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: tokens.expiresAt.toISOString(),
});
