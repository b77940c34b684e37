import type { AuditedRole, AuditSnapshot } from '../ports/repositories/audit-log-repository';
import type { Repositories } from '../ports/unit-of-work';
import type { Principal } from './principal';

/** What a write tells the audit log about itself. */
export interface AuditedWrite {
  /** The function (or action) that wrote, e.g. `admin-update-campground`. */
  readonly action: string;
  readonly campgroundId: string | null;
  readonly subjectId: string | null;
  /** The record before the write (`null` when it creates); dates become ISO text. */
  readonly before?: unknown;
  /** The record after the write (`null` when it deletes). */
  readonly after?: unknown;
}

/**
 * The role the actor wrote in: super admin when they hold it, else owner, else staff, of the
 * campground written (or of any campground when the write names none).
 */
const auditedRole = (actor: Principal, campgroundId: string | null): AuditedRole => {
  const holds = (role: AuditedRole) =>
    actor.roles.some(
      (grant) =>
        grant.role === role &&
        (role === 'super_admin' || campgroundId === null || grant.campgroundId === campgroundId),
    );
  if (holds('super_admin')) return 'super_admin';
  return holds('owner') ? 'owner' : 'staff';
};

/** A value as JSON stores it: an object (a non-object value is kept under `value`), or `null`. */
const snapshot = (value: unknown): AuditSnapshot | null => {
  if (value === null || value === undefined) return null;
  const json: unknown = JSON.parse(JSON.stringify(value));
  return typeof json === 'object' && json !== null && !Array.isArray(json)
    ? (json as AuditSnapshot)
    : { value: json };
};

/**
 * Records a write of an owner, staff member or super admin in the audit log. Call it with the
 * repositories of the write's own transaction, so the entry and the write commit (or roll back)
 * together: `await audit(repos, actor, now, { action, campgroundId, subjectId, before, after })`.
 */
export const audit = async (
  repos: Pick<Repositories, 'auditLog'>,
  actor: Principal,
  at: Date,
  write: AuditedWrite,
): Promise<void> => {
  await repos.auditLog.record({
    actorId: actor.userId,
    actorRole: auditedRole(actor, write.campgroundId),
    action: write.action,
    campgroundId: write.campgroundId,
    subjectId: write.subjectId,
    before: snapshot(write.before),
    after: snapshot(write.after),
    createdAt: at,
  });
};
