import type { RoleGrant, RoleRepository, StoredRole } from '@camppass/core';
import type { SqlClient } from '../sql/sql-client';
import { isUuid } from './columns';

interface RoleRow {
  user_id: string;
  role: StoredRole;
  campground_id: string | null;
  created_at: Date;
}

const toGrant = (row: RoleRow): RoleGrant => ({
  userId: row.user_id,
  role: row.role,
  campgroundId: row.campground_id,
  createdAt: row.created_at,
});

const COLUMNS = 'user_id, role, campground_id, created_at';

/** `user_roles`; (user, role, campground) is unique with a missing campground counted as one value. */
export class PostgresRoleRepository implements RoleRepository {
  constructor(private readonly sql: SqlClient) {}

  async grant(grant: RoleGrant): Promise<void> {
    await this.sql.query(
      `insert into user_roles (${COLUMNS}) values ($1, $2, $3, $4)
       on conflict on constraint user_roles_user_role_campground_key do nothing`,
      [grant.userId, grant.role, grant.campgroundId, grant.createdAt],
    );
  }

  async revoke(userId: string, role: StoredRole, campgroundId: string | null): Promise<void> {
    if (!isUuid(userId) || (campgroundId !== null && !isUuid(campgroundId))) return;
    await this.sql.query(
      'delete from user_roles where user_id = $1 and role = $2 and campground_id is not distinct from $3::uuid',
      [userId, role, campgroundId],
    );
  }

  async listForUser(userId: string): Promise<RoleGrant[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.sql.query<RoleRow>(
      `select ${COLUMNS} from user_roles where user_id = $1 order by created_at, seq`,
      [userId],
    );
    return rows.map(toGrant);
  }

  async listForCampground(campgroundId: string): Promise<RoleGrant[]> {
    if (!isUuid(campgroundId)) return [];
    const rows = await this.sql.query<RoleRow>(
      `select ${COLUMNS} from user_roles where campground_id = $1 order by created_at, seq`,
      [campgroundId],
    );
    return rows.map(toGrant);
  }
}
