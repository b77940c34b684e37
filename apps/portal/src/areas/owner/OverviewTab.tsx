import type { OwnerCampground } from '@camppass/client';
import { NO_CAMPGROUNDS_YET_TITLE, OWNER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { Badge, Button, Card, EmptyState, StatCard } from '@camppass/ui';
import { useOwnerArea } from './owner-area';
import { placeOf, useRefresh } from './owner-format';

const count = (value: number) => value.toLocaleString('en-US');

/** Home (03 §2.2): the three stat cards, the caller's campgrounds and the quick actions. */
export function OverviewTab() {
  const area = useOwnerArea();
  const { refreshing, refresh } = useRefresh();
  const { stats } = area;
  const cards = [
    { label: WORDS.totalCampgrounds, value: stats?.totalCampgrounds },
    { label: WORDS.activeMemberships, value: stats?.activeMemberships },
    { label: WORDS.expiringSoon, value: stats?.expiringMemberships },
  ];
  return (
    <div className="owner-tab">
      <div className="owner-stats">
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            value={card.value === undefined ? '' : count(card.value)}
            isLoading={card.value === undefined || refreshing}
          />
        ))}
      </div>
      <section className="owner-tab" aria-labelledby="owner-your-campgrounds">
        <div className="owner-toolbar">
          <h2 id="owner-your-campgrounds">{WORDS.yourCampgrounds}</h2>
          <Button variant="secondary" onPress={refresh} isPending={refreshing}>
            {WORDS.refreshData}
          </Button>
        </div>
        {area.campgrounds.length === 0 ? (
          <EmptyState title={NO_CAMPGROUNDS_YET_TITLE} description={WORDS.noCampgroundsYetText} />
        ) : (
          <ul className="owner-grid owner-plain-list" aria-label={WORDS.yourCampgrounds}>
            {area.campgrounds.map((campground) => (
              <li key={campground.id}>
                <CampgroundSummary campground={campground} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card title={WORDS.quickActions}>
        <div className="owner-actions">
          <Button onPress={() => area.goTo('members')}>{WORDS.viewAllMembers}</Button>
          <Button variant="secondary" onPress={() => area.goTo('membership-types')}>
            {WORDS.createMembershipType}
          </Button>
        </div>
      </Card>
    </div>
  );
}

function CampgroundSummary({ campground }: { readonly campground: OwnerCampground }) {
  return (
    <Card title={campground.name} headingLevel={3}>
      <p className="owner-card-text">{placeOf(campground)}</p>
      <Badge status={campground.status}>{campground.status}</Badge>
    </Card>
  );
}
