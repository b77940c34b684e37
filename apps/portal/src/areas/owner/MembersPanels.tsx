import type { OwnerMemberStats } from '@camppass/client';
import { OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { Card, EmptyState, Skeleton, StatCard } from '@camppass/ui';

/** Members (people), Memberships, Active and Expiring Soon (03 §2.5), from the server's member stats. */
export function MembersSummary({ stats }: { readonly stats: OwnerMemberStats | undefined }) {
  const loading = stats === undefined;
  return (
    <div className="om-stats">
      <StatCard
        label={WORDS.totalMembers}
        value={stats?.total_members ?? 0}
        description={WORDS.totalMembersDescription}
        isLoading={loading}
      />
      <StatCard label={WORDS.totalMemberships} value={stats?.total_memberships ?? 0} isLoading={loading} />
      <StatCard label={WORDS.activeMembers} value={stats?.active_members ?? 0} isLoading={loading} />
      <StatCard
        label={WORDS.expiringSoon}
        value={stats?.expiring_soon ?? 0}
        description={WORDS.expiringSoonDescription}
        isLoading={loading}
      />
    </div>
  );
}

/**
 * 'Members by Campground': each campground's count with a bar of its share. The bar is drawn for the
 * eye; the text beside it says the same for everyone ('120 of 300 members (40%)').
 */
function ByCampground({ stats }: { readonly stats: OwnerMemberStats }) {
  const total = stats.by_campground.reduce((sum, row) => sum + row.count, 0);
  return (
    <ul className="om-shares">
      {stats.by_campground.map((row) => {
        const share = total === 0 ? 0 : (row.count / total) * 100;
        return (
          <li key={row.campground_id} className="om-share">
            <span className="om-share__name">{row.campground_name}</span>
            <span className="om-share__text">{WORDS.shareOfMembers(row.count, total)}</span>
            <span className="om-share__track" aria-hidden="true">
              <span className="om-share__fill" style={{ width: `${share}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Membership Types': per type, total, active, expired and pending. */
function ByType({ stats }: { readonly stats: OwnerMemberStats }) {
  if (stats.membership_types.length === 0) return <EmptyState headingLevel={3} title={WORDS.noTypes} />;
  return (
    // Scrolls sideways on a narrow phone; focusable so that keys can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="om-scroll" tabIndex={0} aria-label={WORDS.typesTable}>
      <table className="om-types">
        <thead>
          <tr>
            <th scope="col">{WORDS.membershipType}</th>
            <th scope="col">{WORDS.typeTotal}</th>
            <th scope="col">{WORDS.typeActive}</th>
            <th scope="col">{WORDS.typeExpired}</th>
            <th scope="col">{WORDS.typePending}</th>
          </tr>
        </thead>
        <tbody>
          {stats.membership_types.map((type) => (
            <tr key={type.membership_type_id}>
              <th scope="row">{type.display_name}</th>
              <td>{type.count}</td>
              <td>{type.active}</td>
              <td>{type.expired}</td>
              <td>{type.pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The two panels under the list (03 §2.5); placeholders while the stats load. */
export function MembersPanels({ stats }: { readonly stats: OwnerMemberStats | undefined }) {
  return (
    <div className="om-panels">
      <Card title={WORDS.membersByCampground} headingLevel={3} aria-busy={!stats || undefined}>
        {stats ? <ByCampground stats={stats} /> : <Skeleton lines={3} />}
      </Card>
      <Card title={WORDS.membershipTypes} headingLevel={3} aria-busy={!stats || undefined}>
        {stats ? <ByType stats={stats} /> : <Skeleton lines={3} />}
      </Card>
    </div>
  );
}
