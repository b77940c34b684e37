import type { AutoRenewal, MemberDashboardResponse, MemberMembership } from '@camppass/client';
import {
  MEMBERSHIP_CHANGE_WORDS as CHANGE,
  dollarsToCents,
  expiringBannerMessage,
  formatUsd,
  memberDurationLabel,
  membershipBadgeLabel,
  NO_MEMBERSHIPS_YET,
  MEMBER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Banner, Button, Card, EmptyState, StatCard } from '@camppass/ui';
import { useId, useState } from 'react';
import { AutoRenewalLine } from './AutoRenewalLine';
import { WithDashboard } from './LoadState';
import { MembershipCardImage } from './MembershipCardImage';
import { MembershipChangeDialog } from './MembershipChangeDialog';
import { useAutoRenewals } from './member-queries';
import type { ChangeKind, DashboardProfile } from './membership-change';
import { membershipTitle, showDate } from './membership-format';

/** The memberships tab (02 §2): four counters, the expiring banner and a card per membership. */
export function MembershipsTab() {
  // Asked with the dashboard, not after it; the cards wait for both, so the renewal lines do not
  // arrive later and move the cards below them under a press. A failed answer leaves the lines out.
  const autoRenewals = useAutoRenewals();
  return (
    <WithDashboard alsoLoading={autoRenewals.loading}>
      {(data) => <MembershipsTabView {...data} autoRenewals={autoRenewals.data?.data ?? []} />}
    </WithDashboard>
  );
}

function MembershipsTabView({
  summary,
  memberships,
  profile,
  autoRenewals,
}: MemberDashboardResponse['data'] & { autoRenewals: readonly AutoRenewal[] }) {
  // Active (expiring included) first, then expired, as the dashboard groups them.
  const all = [...memberships.active, ...memberships.expired];
  const renewalOf = (id: string) => autoRenewals.find((view) => view.membershipId === id);

  return (
    <div className="pm-stack">
      <div className="pm-stats">
        <StatCard label={WORDS.counterActive} value={summary.activeMemberships} />
        <StatCard label={WORDS.counterExpiringSoon} value={summary.expiringMemberships} />
        <StatCard label={WORDS.counterExpired} value={summary.expiredMemberships} />
        <StatCard label={WORDS.counterTotal} value={summary.totalMemberships} />
      </div>
      {memberships.expiring.length > 0 && (
        <Banner variant="info">{expiringBannerMessage(memberships.expiring.length)}</Banner>
      )}
      {all.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={NO_MEMBERSHIPS_YET}
          description={WORDS.noMembershipsDescription}
        />
      ) : (
        <ul className="pm-cards pm-list">
          {all.map((membership) => (
            <li key={membership.id}>
              <MembershipCard
                membership={membership}
                profile={profile}
                autoRenewal={renewalOf(membership.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Renew only an expired membership, Extend only an active one (02 §4), and neither where the
 * campground turned it off in its settings.
 */
const offeredChange = ({ status, campground }: MemberMembership): ChangeKind | null => {
  if (status === 'expired') return campground.allow_member_renewals ? 'renewal' : null;
  if (status === 'active') return campground.allow_member_extensions ? 'extension' : null;
  return null;
};

function MembershipCard({
  membership,
  profile,
  autoRenewal,
}: {
  membership: MemberMembership;
  profile: DashboardProfile;
  /** Absent while get-auto-renewals answers (or when it failed): the line is left out. */
  autoRenewal: AutoRenewal | undefined;
}) {
  const [showCard, setShowCard] = useState(false);
  const [changing, setChanging] = useState<ChangeKind | null>(null);
  const offered = offeredChange(membership);
  const [showDetails, setShowDetails] = useState(false);
  const cardId = useId();
  const detailsId = useId();
  const duration = membership.membershipTypeDurationDays;

  return (
    <Card
      title={membershipTitle(membership)}
      headingLevel={3}
      description={`${membership.campgroundName} · ${membership.membershipCode}`}
    >
      <p className="pm-line__meta">
        <Badge status={membership.displayStatus}>{membershipBadgeLabel(membership)}</Badge>{' '}
        {showDate(membership.startDate)} – {showDate(membership.endDate)}
      </p>
      {membership.lastVisitAt ? (
        <p className="pm-line__meta">
          {WORDS.lastVisit(
            new Intl.DateTimeFormat('en-US', {
              timeZone: membership.campground.time_zone,
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(membership.lastVisitAt)),
          )}
        </p>
      ) : null}
      {autoRenewal && membership.status === 'active' && <AutoRenewalLine view={autoRenewal} />}
      <div className="pm-actions">
        <Button
          variant="outline"
          aria-expanded={showCard}
          aria-controls={showCard ? cardId : undefined}
          onPress={() => setShowCard((shown) => !shown)}
        >
          {showCard ? WORDS.hideCard : WORDS.viewCard}
        </Button>
        <Button
          variant="ghost"
          aria-expanded={showDetails}
          aria-controls={showDetails ? detailsId : undefined}
          onPress={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? WORDS.hideDetails : WORDS.viewDetails}
        </Button>
        {offered && (
          <Button onPress={() => setChanging(offered)}>
            {offered === 'renewal' ? CHANGE.renew : CHANGE.extend}
          </Button>
        )}
      </div>
      {changing && (
        <MembershipChangeDialog
          kind={changing}
          membership={membership}
          profile={profile}
          autoRenewal={autoRenewal}
          onClose={() => setChanging(null)}
        />
      )}
      {showDetails && (
        <dl id={detailsId} className="pm-details">
          <dt>{WORDS.membershipCode}</dt>
          <dd>{membership.membershipCode}</dd>
          <dt>{WORDS.campground}</dt>
          <dd>{membership.campgroundName}</dd>
          <dt>{WORDS.membershipType}</dt>
          <dd>{membershipTitle(membership)}</dd>
          {duration !== null && (
            <>
              <dt>{WORDS.duration}</dt>
              <dd>{memberDurationLabel(duration)}</dd>
            </>
          )}
          <dt>{WORDS.startDate}</dt>
          <dd>{showDate(membership.startDate)}</dd>
          <dt>{WORDS.endDate}</dt>
          <dd>{showDate(membership.endDate)}</dd>
          <dt>{WORDS.amountPaid}</dt>
          <dd>
            {formatUsd(dollarsToCents(membership.totalPaid))}
            {membership.isMilitaryDiscount && ` (${WORDS.militaryDiscount})`}
          </dd>
        </dl>
      )}
      {showCard && (
        <div id={cardId}>
          <MembershipCardImage membershipId={membership.id} code={membership.membershipCode} />
        </div>
      )}
    </Card>
  );
}
