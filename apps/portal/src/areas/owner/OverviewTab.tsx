import type { OwnerCampground } from '@camppass/client';
import {
  type CampgroundReadiness,
  isReadyToSell,
  NO_CAMPGROUNDS_YET_TITLE,
  PATHS,
  PAYOUTS_REQUIRED_TO_SELL,
  READY_TO_SELL_WORDS,
  readyToSellChecklist,
  readyToSellProgress,
  OWNER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Button, Card, EmptyState, Link, StatCard } from '@camppass/ui';
import type { ReactNode } from 'react';
import { useOwnerArea } from './owner-area';
import { placeOf, useRefresh } from './owner-format';
import { usePayoutAccounts } from './payouts-queries';

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
  // Staff cannot change what selling needs, so the checklist is its owner's (and a super admin's).
  const managed = area.campgrounds.filter((campground) => campground.caller_role !== 'staff');
  const canSell = useCanSell(managed);
  const unready = managed
    .map((campground) => ({ campground, readiness: readinessOf(campground, canSell(campground)) }))
    .filter(({ readiness }) => !isReadyToSell(readiness));
  return (
    <div className="owner-tab">
      {unready.map(({ campground, readiness }) => (
        <ReadyToSell key={campground.id} campground={campground} readiness={readiness} />
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

/** Whether the list's payouts state settles that a campground can sell (enabled) or cannot (not connected). */
const sellsByState = (campground: OwnerCampground): boolean | undefined =>
  campground.payout_state === 'enabled'
    ? true
    : campground.payout_state === 'not_connected'
      ? false
      : undefined;

/**
 * Whether each campground can sell: its payouts account takes card payments. The list's state
 * settles most; a setup not finished or a restricted account may or may not take charges, so those
 * (and an answer without the state) are read from owner-payout-account. `undefined` while not known.
 */
function useCanSell(campgrounds: readonly OwnerCampground[]) {
  const unsure = campgrounds.filter((campground) => sellsByState(campground) === undefined);
  const accounts = usePayoutAccounts(unsure.map((campground) => campground.id));
  const read = new Map(unsure.map((campground, at) => [campground.id, accounts[at]?.can_take_charges]));
  return (campground: OwnerCampground) => sellsByState(campground) ?? read.get(campground.id);
}

const readinessOf = (campground: OwnerCampground, payouts: boolean | undefined): CampgroundReadiness => ({
  membershipType: campground.ready_to_sell.membership_type,
  logo: campground.ready_to_sell.logo,
  terms: campground.ready_to_sell.terms,
  payouts,
});

/**
 * The "ready to sell" checklist of a campground that still lacks something selling needs (a payouts
 * account that takes card payments, a membership type, its logo, its terms), saying why it does not
 * sell while payouts are not set up, with a link to Settings → Payouts. Shown to its owner on Home
 * until every step whose state is known is done.
 */
function ReadyToSell({
  campground,
  readiness,
}: {
  readonly campground: OwnerCampground;
  readonly readiness: CampgroundReadiness;
}) {
  const area = useOwnerArea();
  const items = readyToSellChecklist(readiness);
  const steps = items.filter((item) => item.done !== null);
  const done = steps.filter((item) => item.done).length;
  const headingId = `ready-to-sell-${campground.id}`;
  return (
    <section className="owner-ready" aria-labelledby={headingId}>
      <h2 id={headingId}>{READY_TO_SELL_WORDS.title}</h2>
      <p>{readyToSellProgress(campground.name, done, steps.length)}</p>
      {readiness.payouts === false && <p className="owner-ready__why">{PAYOUTS_REQUIRED_TO_SELL}</p>}
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
        {readiness.payouts === false && (
          <Link
            variant="standalone"
            href={`${PATHS.ownerDashboard}?tab=settings&section=payouts&campground=${encodeURIComponent(campground.id)}`}
          >
            {READY_TO_SELL_WORDS.setUpPayouts}
          </Link>
        )}
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
