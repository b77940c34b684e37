import type { RoleGrant, RoleRepository, StoredRole } from '../ports/repositories/role-repository';
import { copy, type InMemoryStore, oldestFirst } from './in-memory-store';

const sameGrant = (
  grant: RoleGrant,
  userId: string,
  role: StoredRole,
  campgroundId: string | null,
): boolean => grant.userId === userId && grant.role === role && grant.campgroundId === campgroundId;

export class InMemoryRoleRepository implements RoleRepository {
  constructor(private readonly store: InMemoryStore) {}

  async grant(grant: RoleGrant): Promise<void> {
    if (!this.store.tables.users.has(grant.userId)) throw new Error(`No user ${grant.userId} for a role`);
    if (this.store.tables.roles.some((held) => sameGrant(held, grant.userId, grant.role, grant.campgroundId)))
      return;
    this.store.tables.roles.push(copy(grant));
  }

  async revoke(userId: string, role: StoredRole, campgroundId: string | null): Promise<void> {
    this.store.tables.roles = this.store.tables.roles.filter(
      (held) => !sameGrant(held, userId, role, campgroundId),
    );
  }

  async listForUser(userId: string): Promise<RoleGrant[]> {
    return copy(oldestFirst(this.store.tables.roles.filter((grant) => grant.userId === userId)));
  }

  async listForCampground(campgroundId: string): Promise<RoleGrant[]> {
    return copy(oldestFirst(this.store.tables.roles.filter((grant) => grant.campgroundId === campgroundId)));
  }
}
