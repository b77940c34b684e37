import {
  ADMIN_AUTH_LABELS,
  ADMIN_HEALTH_CHECKS,
  ADMIN_MIGRATION_NOT_APPLIED,
  ADMIN_MIGRATIONS,
  ADMIN_NO_MIGRATIONS,
  ADMIN_REFRESH,
  ADMIN_SYSTEM_HEALTH,
  ADMIN_TABLE_ROWS,
  ADMIN_TOKEN_CLAIMS,
} from '@camppass/domain';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  Row,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@camppass/ui';
import { AdminLoadError } from './AdminLoadError';
import { useSystemHealth, useSystemSchema, useTokenClaims } from './admin-queries';
import { healthLabel } from './OverviewTab';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The system view: real health checks, migrations, table row counts and the caller's claims. */
export function SystemTab() {
  return (
    <div className="admin-tab">
      <HealthPanel />
      <SchemaPanel />
      <ClaimsPanel />
    </div>
  );
}

function HealthPanel() {
  const health = useSystemHealth();
  const data = health.data?.data;
  const overall = data ? healthLabel(data.status) : null;
  return (
    <section className="admin-panel" aria-labelledby="admin-health">
      <div className="admin-toolbar">
        <h2 id="admin-health">{ADMIN_HEALTH_CHECKS}</h2>
        {overall && (
          <Badge status={overall}>
            {ADMIN_SYSTEM_HEALTH}: {overall}
          </Badge>
        )}
        <Button variant="secondary" onPress={health.retry}>
          {ADMIN_REFRESH}
        </Button>
      </div>
      {health.error ? (
        <AdminLoadError what="system health" error={health.error} onRetry={health.retry} />
      ) : !data ? (
        <Skeleton lines={4} />
      ) : (
        <ul className="admin-list" aria-label={ADMIN_HEALTH_CHECKS}>
          {data.checks.map((check) => {
            const label = healthLabel(check.status);
            return (
              <li key={check.name} aria-label={`${check.name}: ${label}`}>
                <strong>{check.name}</strong>
                <Badge status={label}>{label}</Badge>
                <span>{check.detail}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function SchemaPanel() {
  const schema = useSystemSchema();
  const data = schema.data?.data;
  if (schema.error)
    return (
      <section className="admin-panel" aria-labelledby="admin-migrations">
        <h2 id="admin-migrations">{ADMIN_MIGRATIONS}</h2>
        <AdminLoadError what="schema" error={schema.error} onRetry={schema.retry} />
      </section>
    );
  return (
    <>
      <section className="admin-panel" aria-labelledby="admin-migrations">
        <h2 id="admin-migrations">{ADMIN_MIGRATIONS}</h2>
        {!data ? (
          <Skeleton lines={3} />
        ) : data.migrations.length === 0 ? (
          <EmptyState title={ADMIN_NO_MIGRATIONS} />
        ) : (
          <div className="admin-scroll">
            <Table aria-label={ADMIN_MIGRATIONS}>
              <TableHeader>
                <Column id="version">Version</Column>
                <Column id="name" isRowHeader>
                  Name
                </Column>
                <Column id="applied">Applied</Column>
              </TableHeader>
              <TableBody items={data.migrations.map((m) => ({ ...m, id: m.version }))}>
                {(migration) => (
                  <Row id={migration.version}>
                    <Cell>{migration.version}</Cell>
                    <Cell>{migration.name}</Cell>
                    <Cell>
                      {migration.appliedAt ? when(migration.appliedAt) : ADMIN_MIGRATION_NOT_APPLIED}
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="admin-table-rows">
        <h2 id="admin-table-rows">{ADMIN_TABLE_ROWS}</h2>
        {!data ? (
          <Skeleton lines={3} />
        ) : (
          <div className="admin-scroll">
            <Table aria-label={ADMIN_TABLE_ROWS}>
              <TableHeader>
                <Column id="name" isRowHeader>
                  Table
                </Column>
                <Column id="rows">Rows</Column>
              </TableHeader>
              <TableBody items={data.tables.map((t) => ({ ...t, id: t.name }))}>
                {(table) => (
                  <Row id={table.name}>
                    <Cell>{table.name}</Cell>
                    <Cell>{table.rows.toLocaleString('en-US')}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
    </>
  );
}

function ClaimsPanel() {
  const claims = useTokenClaims();
  const data = claims.data?.data;
  return (
    <section className="admin-panel" aria-labelledby="admin-claims">
      <h2 id="admin-claims">{ADMIN_TOKEN_CLAIMS}</h2>
      {claims.error ? (
        <AdminLoadError what="token claims" error={claims.error} onRetry={claims.retry} />
      ) : !data ? (
        <Skeleton lines={3} />
      ) : (
        <dl className="admin-claims">
          <dt>User ID</dt>
          <dd>{data.userId}</dd>
          <dt>{ADMIN_AUTH_LABELS.email}</dt>
          <dd>{data.email}</dd>
          <dt>Session ID</dt>
          <dd>{data.sessionId}</dd>
          <dt>Roles</dt>
          <dd>
            {data.roles.map((r) => (r.campgroundId ? `${r.role} (${r.campgroundId})` : r.role)).join(', ')}
          </dd>
          <dt>{ADMIN_AUTH_LABELS.adminAccess}</dt>
          <dd>{data.isSuperAdmin ? 'Yes' : 'Limited'}</dd>
        </dl>
      )}
    </section>
  );
}
