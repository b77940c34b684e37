import type { OwnerCampground } from '@camppass/client';
import { OWNER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { Badge, Button, Card, EmptyState, Link, SearchField, Select, SelectItem } from '@camppass/ui';
import { useState } from 'react';
import { type OwnerTabId, useOwnerArea } from './owner-area';
import { placeOf, publicPagePath, useRefresh } from './owner-format';

type StatusFilter = (typeof WORDS.statusOptions)[number]['id'];

/** Name, city or state contains the text, case-insensitively; the status matches unless 'all'. */
const matchesCampground = (campground: OwnerCampground, search: string, status: StatusFilter): boolean => {
  const text = search.trim().toLowerCase();
  const found =
    text === '' ||
    [campground.name, campground.city, campground.state].some((field) => field?.toLowerCase().includes(text));
  return found && (status === 'all' || campground.status === status);
};

const created = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** My Campground (03 §2.3): search, status filter, Refresh and a card per campground. */
export function CampgroundsTab() {
  const area = useOwnerArea();
  const { refreshing, refresh } = useRefresh();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = area.campgrounds.filter((campground) => matchesCampground(campground, search, status));
  const filtered = search.trim() !== '' || status !== 'all';

  return (
    <div className="owner-tab">
      <div className="owner-toolbar">
        <h2>{WORDS.myCampgrounds}</h2>
        <Button variant="secondary" onPress={refresh} isPending={refreshing}>
          {WORDS.refresh}
        </Button>
      </div>
      <div className="owner-filters">
        <SearchField
          label={WORDS.searchCampgrounds}
          placeholder={WORDS.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <Select
          label={WORDS.statusFilter}
          items={WORDS.statusOptions}
          selectedKey={status}
          onSelectionChange={(key) => setStatus((key ?? 'all') as StatusFilter)}
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
      </div>
      {shown.length === 0 ? (
        filtered ? (
          <EmptyState title={WORDS.noCampgroundsFound} description={WORDS.noCampgroundsFoundText} />
        ) : (
          <EmptyState title={WORDS.noCampgroundsYet} description={WORDS.noCampgroundsYetText} />
        )
      ) : (
        <ul className="owner-grid owner-plain-list" aria-label={WORDS.myCampgrounds}>
          {shown.map((campground) => (
            <li key={campground.id}>
              <CampgroundCard campground={campground} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const JUMPS: readonly { readonly label: string; readonly tab: OwnerTabId }[] = [
  { label: WORDS.settings, tab: 'settings' },
  { label: WORDS.memberships, tab: 'membership-types' },
  { label: WORDS.members, tab: 'members' },
];

function CampgroundCard({ campground }: { readonly campground: OwnerCampground }) {
  const area = useOwnerArea();
  const cityLine = [placeOf(campground), campground.zip_code].filter(Boolean).join(' ');
  return (
    <Card
      title={campground.name}
      headingLevel={3}
      actions={<Badge status={campground.status}>{campground.status}</Badge>}
      footer={
        <div className="owner-actions">
          {JUMPS.map((jump) => (
            <Button
              key={jump.tab}
              variant="secondary"
              aria-label={`${jump.label}: ${campground.name}`}
              onPress={() => {
                area.selectCampground(campground.id);
                area.goTo(jump.tab);
              }}
            >
              {jump.label}
            </Button>
          ))}
          <Link href={publicPagePath(campground.slug)} external variant="standalone">
            {WORDS.viewPublicPage}
            <span className="cp-visually-hidden"> {WORDS.opensInNewTab}</span>
          </Link>
        </div>
      }
    >
      {campground.description && <p className="owner-card-text">{campground.description}</p>}
      <address className="owner-card-text">
        {campground.address}
        {cityLine && (
          <>
            <br />
            {cityLine}
          </>
        )}
        {campground.phone && (
          <>
            <br />
            <a href={`tel:${campground.phone}`}>{campground.phone}</a>
          </>
        )}
        {campground.email && (
          <>
            <br />
            <a href={`mailto:${campground.email}`}>{campground.email}</a>
          </>
        )}
      </address>
      <div className="owner-badges">
        {campground.military_discount_enabled && <Badge tone="info">{WORDS.militaryDiscount}</Badge>}
        {campground.adult_only && <Badge tone="neutral">{WORDS.adultOnly}</Badge>}
        {campground.public_page_available && <Badge tone="success">{WORDS.publicPageAvailable}</Badge>}
      </div>
      <p className="owner-card-text">
        {WORDS.created}: <time dateTime={campground.created_at}>{created(campground.created_at)}</time>
      </p>
    </Card>
  );
}
