import type { MemberDashboardResponse, MemberMembership } from '@camppass/client';
import {
  membershipBadgeLabel,
  moreMembershipsLabel,
  OVERVIEW_ACTIVE_LIMIT,
  MEMBER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Card, StatCard } from '@camppass/ui';
import { WithDashboard } from './LoadState';
import { membershipTitle, showDate } from './membership-format';

/** The overview tab (02 §2): four stat cards, the first 5 active memberships, the expiring-soon panel. */
export function OverviewTab() {
  return <WithDashboard>{(data) => <OverviewTabView {...data} />}</WithDashboard>;
}

function OverviewTabView({ summary, memberships }: MemberDashboardResponse['data']) {
  const shown = memberships.active.slice(0, OVERVIEW_ACTIVE_LIMIT);
  const more = memberships.active.length - shown.length;

  return (
    <div className="pm-stack">
      <div className="pm-stats">
        <StatCard label={WORDS.totalMemberships} value={summary.totalMemberships} />
        <StatCard label={WORDS.activeMemberships} value={summary.activeMemberships} />
        <StatCard label={WORDS.expiringSoon} value={summary.expiringMemberships} />
        <StatCard label={WORDS.expiredMemberships} value={summary.expiredMemberships} />
      </div>
      <div className="pm-panels">
        <Card title={WORDS.activeMemberships} headingLevel={2}>
          {shown.length === 0 ? (
            <p>{WORDS.noActiveMemberships}</p>
          ) : (
            <ul className="pm-list">
              {shown.map((membership) => (
                <MembershipLine key={membership.id} membership={membership} />
              ))}
            </ul>
          )}
          {more > 0 && <p className="pm-more">{moreMembershipsLabel(more)}</p>}
        </Card>
        <Card title={WORDS.expiringSoon} headingLevel={2}>
          {memberships.expiring.length === 0 ? (
            <p>{WORDS.nothingExpiring}</p>
          ) : (
            <ul className="pm-list">
              {memberships.expiring.map((membership) => (
                <MembershipLine key={membership.id} membership={membership} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

function MembershipLine({ membership }: { membership: MemberMembership }) {
  return (
    <li className="pm-line">
      <div>
        <p className="pm-line__title">{membershipTitle(membership)}</p>
        <p className="pm-line__meta">
          {membership.campgroundName} · {membership.membershipCode}
        </p>
      </div>
      <div className="pm-line__end">
        <Badge status={membership.displayStatus}>{membershipBadgeLabel(membership)}</Badge>
        <span className="pm-line__meta">
          {WORDS.endDate}: {showDate(membership.endDate)}
        </span>
      </div>
    </li>
  );
}
