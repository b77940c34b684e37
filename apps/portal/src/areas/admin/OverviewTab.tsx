import {
  ADMIN_AUTH_LABELS,
  ADMIN_AUTH_STATUS,
  ADMIN_NO_RECENT_ACTIVITY,
  ADMIN_PENDING_VERIFICATIONS,
  ADMIN_RECENT_ACTIVITY,
  ADMIN_REFRESH,
  ADMIN_STAT_LABELS,
  ADMIN_SYSTEM_HEALTH,
  AUDIT_LOG_WORDS,
  PATHS,
} from '@camppass/domain';
import { Badge, Button, EmptyState, Link, Skeleton, StatCard } from '@camppass/ui';
import { useAuth } from '../../shared/auth/AuthProvider';
import { AdminLoadError } from './AdminLoadError';
import { AuditEntryItem } from './AuditEntryItem';
import { useRecentActivity, useSystemStats } from './admin-queries';

/** How many audit entries the overview shows. */
const RECENT_ACTIVITY_LIMIT = 10;

/** healthy, warning, otherwise shown as error (03 §2.10); the badge's colour follows the label. */
export const healthLabel = (status: string): 'healthy' | 'warning' | 'error' =>
  status === 'healthy' || status === 'warning' ? status : 'error';

const count = (value: number) => value.toLocaleString('en-US');

/** The overview: counts, health, pending verifications and the audit log's newest entries. */
export function OverviewTab() {
  const stats = useSystemStats();
  const activity = useRecentActivity(RECENT_ACTIVITY_LIMIT);
  const refresh = () => {
    stats.retry();
    activity.retry();
  };
  const data = stats.data?.data;
  const health = data ? healthLabel(data.systemHealth) : null;

  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <h2>{ADMIN_SYSTEM_HEALTH}</h2>
        {health && <Badge status={health}>{health}</Badge>}
        <Button variant="secondary" onPress={refresh}>
          {ADMIN_REFRESH}
        </Button>
      </div>
      {stats.error ? (
        <AdminLoadError what="system stats" error={stats.error} onRetry={stats.retry} />
      ) : (
        <div className="admin-stats">
          {(Object.keys(ADMIN_STAT_LABELS) as (keyof typeof ADMIN_STAT_LABELS)[]).map((key) => (
            <StatCard
              key={key}
              label={ADMIN_STAT_LABELS[key]}
              value={data ? count(data[key]) : ''}
              isLoading={stats.loading}
            />
          ))}
          {data && data.pendingVerifications > 0 && (
            <StatCard label={ADMIN_PENDING_VERIFICATIONS} value={count(data.pendingVerifications)} />
          )}
        </div>
      )}
      <AuthStatusPanel />
      <section className="admin-panel" aria-labelledby="admin-recent-activity">
        <h2 id="admin-recent-activity">{ADMIN_RECENT_ACTIVITY}</h2>
        {activity.error ? (
          <AdminLoadError what="recent activity" error={activity.error} onRetry={activity.retry} />
        ) : activity.loading ? (
          <Skeleton lines={3} />
        ) : activity.data?.data.length ? (
          <ul className="admin-list" aria-label={ADMIN_RECENT_ACTIVITY}>
            {activity.data.data.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : (
          <EmptyState title={ADMIN_NO_RECENT_ACTIVITY} />
        )}
        <Link href={`${PATHS.superAdminDashboard}?tab=activity`} variant="standalone">
          {AUDIT_LOG_WORDS.seeAll}
        </Link>
      </section>
    </div>
  );
}

/** Who is signed in: e-mail, role, authenticated yes/no and Admin Access Yes/Limited (03 §2.10). */
function AuthStatusPanel() {
  const { user, status } = useAuth();
  return (
    <section className="admin-panel" aria-labelledby="admin-auth-status">
      <h2 id="admin-auth-status">{ADMIN_AUTH_STATUS}</h2>
      <dl className="admin-claims">
        <dt>{ADMIN_AUTH_LABELS.email}</dt>
        <dd>{user?.email ?? '—'}</dd>
        <dt>{ADMIN_AUTH_LABELS.role}</dt>
        <dd>{user?.role ?? '—'}</dd>
        <dt>{ADMIN_AUTH_LABELS.authenticated}</dt>
        <dd>{status === 'signed-in' ? 'Yes' : 'No'}</dd>
        <dt>{ADMIN_AUTH_LABELS.adminAccess}</dt>
        <dd>{user?.permissions.isAdmin ? 'Yes' : 'Limited'}</dd>
      </dl>
    </section>
  );
}
