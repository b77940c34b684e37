import type { OwnerCampground } from '@camppass/client';
import {
  isReadyToSell,
  NO_CAMPGROUNDS_YET_TITLE,
  READY_TO_SELL_WORDS,
  readyToSellChecklist,
  readyToSellProgress,
  OWNER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Button, Card, EmptyState, StatCard } from '@camppass/ui';
import type { ReactNode } from 'react';
import { useOwnerArea } from './owner-area';
import { placeOf, useRefresh } from './owner-format';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Home (03 §2.2): the three stat cards, the campground's money (`money`: the Earnings card and the
 * Payouts panel, loaded apart), the caller's campgrounds and the quick actions.
 */
export function OverviewTab({ money }: { readonly money?: ReactNode }) {
  const area = useOwnerArea();
  const { refreshing, refresh } = useRefresh();
  const { stats } = area;
  const cards = [
    { label: WORDS.totalCampgrounds, value: stats?.totalCampgrounds },
    { label: WORDS.activeMemberships, value: stats?.activeMemberships },
    { label: WORDS.expiringSoon, value: stats?.expiringMemberships },
  ];
  const unready = area.campgrounds.filter(
    (campground) => campground.caller_role !== 'staff' && !isReadyToSell(readinessOf(campground)),
  );
  return (
    <div className="owner-tab">
      {unready.map((campground) => (
        <ReadyToSell key={campground.id} campground={campground} />
      ))}
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
      {money}
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

const readinessOf = (campground: OwnerCampground) => ({
  membershipType: campground.ready_to_sell.membership_type,
  logo: campground.ready_to_sell.logo,
  terms: campground.ready_to_sell.terms,
});

/**
 * The "ready to sell" checklist of a campground that still lacks something selling needs (a
 * membership type, its logo, its terms); payouts show as not available yet. Shown to its owner on
 * Home until every step that can be taken is done.
 */
function ReadyToSell({ campground }: { readonly campground: OwnerCampground }) {
  const area = useOwnerArea();
  const items = readyToSellChecklist(readinessOf(campground));
  const steps = items.filter((item) => item.done !== null);
  const done = steps.filter((item) => item.done).length;
  const headingId = `ready-to-sell-${campground.id}`;
  return (
    <section className="owner-ready" aria-labelledby={headingId}>
      <h2 id={headingId}>{READY_TO_SELL_WORDS.title}</h2>
      <p>{readyToSellProgress(campground.name, done, steps.length)}</p>
      <ul className="owner-ready__list" aria-label={`${READY_TO_SELL_WORDS.title}: ${campground.name}`}>
        {items.map((item) => (
          <li key={item.step} className="owner-ready__item">
            <Badge tone={item.done === null ? 'neutral' : item.done ? 'success' : 'warning'}>
              {item.done === null
                ? READY_TO_SELL_WORDS.notYetAvailable
                : item.done
                  ? READY_TO_SELL_WORDS.done
                  : READY_TO_SELL_WORDS.todo}
            </Badge>
            <span>
              <strong>{item.label}</strong> — {item.hint}
            </span>
          </li>
        ))}
      </ul>
      <div className="owner-actions">
        {!campground.ready_to_sell.membership_type && (
          <Button onPress={() => area.goTo('membership-types')}>
            {READY_TO_SELL_WORDS.addMembershipType}
          </Button>
        )}
        {(!campground.ready_to_sell.logo || !campground.ready_to_sell.terms) && (
          <Button variant="secondary" onPress={() => area.goTo('settings')}>
            {READY_TO_SELL_WORDS.openSettings}
          </Button>
        )}
      </div>
    </section>
  );
}
