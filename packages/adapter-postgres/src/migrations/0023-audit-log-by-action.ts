import type { Migration } from './migration';

/**
 * The admin's Activity screen filters the audit log by kind of action (a set of actions) and pages
 * it newest first: an index on the action with the log's order, beside migration 7's by campground
 * and by actor, so a filtered page is read from an index instead of the whole log.
 */
export const auditLogByAction: Migration = {
  version: 23,
  name: 'audit-log-by-action',
  sql: /* sql */ `
create index audit_log_action_idx on audit_log (action, created_at desc, seq desc);
`,
};
