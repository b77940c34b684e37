import type { OwnerCampground } from '@camppass/client';
import { NO_CAMPGROUNDS_YET_TITLE, publicPageOf, OWNER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { Badge, Button, Card, EmptyState, Link, Select, SelectItem, toasts } from '@camppass/ui';
import { useOwnerArea } from './owner-area';
import { publicPagePath, publicPageUrl } from './owner-format';
import { PublicPageTextsEditor } from './PublicPageTextsEditor';

/** 03 §9: the preview opens in a 1200x800 popup. */
export const PREVIEW_WINDOW_FEATURES = 'popup,width=1200,height=800';

/** Public Page (03 §2.7): the chosen campground's public page, its settings at a glance, and all pages. */
export function PublicPageTab() {
  const area = useOwnerArea();
  if (area.campgrounds.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={NO_CAMPGROUNDS_YET_TITLE}
        description={WORDS.noCampgroundsYetText}
      />
    );
  }
  const selected = area.campgrounds.find((c) => c.id === area.selectedCampgroundId) ?? null;
  return (
    <div className="owner-tab">
      <div className="owner-toolbar">
        <h2>{WORDS.publicPage}</h2>
      </div>
      <div className="owner-filters">
        <Select
          label={WORDS.campground}
          placeholder={WORDS.chooseCampground}
          items={area.campgrounds}
          selectedKey={selected?.id ?? null}
          onSelectionChange={(key) => key != null && area.selectCampground(String(key))}
        >
          {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
        </Select>
      </div>
      {selected ? (
        <>
          <PageDetails campground={selected} />
          <PublicPageTextsEditor campgroundId={selected.id} slug={selected.slug} />
        </>
      ) : (
        <EmptyState title={WORDS.chooseCampground} description={WORDS.chooseCampgroundText} />
      )}
      <section className="owner-tab" aria-labelledby="owner-all-public-pages">
        <h2 id="owner-all-public-pages">{WORDS.allPublicPages}</h2>
        <ul className="owner-grid owner-plain-list" aria-label={WORDS.allPublicPages}>
          {area.campgrounds.map((campground) => (
            <li key={campground.id}>
              <Card title={campground.name} headingLevel={3} actions={<PageBadge campground={campground} />}>
                <p className="owner-card-text">
                  <code>{publicPageUrl(campground.slug)}</code>
                </p>
                <LiveLink campground={campground} />
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PageBadge({ campground }: { readonly campground: OwnerCampground }) {
  return campground.public_page_available ? (
    <Badge tone="success">{WORDS.publicPageAvailable}</Badge>
  ) : (
    <Badge status={campground.status}>{campground.status}</Badge>
  );
}

function LiveLink({ campground }: { readonly campground: OwnerCampground }) {
  return (
    <Link href={publicPagePath(campground.slug)} external variant="standalone">
      {WORDS.viewLivePage}
      <span className="cp-visually-hidden">
        {' '}
        {campground.name} {WORDS.opensInNewTab}
      </span>
    </Link>
  );
}

const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toasts.success(WORDS.urlCopied);
  } catch {
    toasts.error(WORDS.copyFailed);
  }
};

function PageDetails({ campground }: { readonly campground: OwnerCampground }) {
  const area = useOwnerArea();
  const url = publicPageUrl(campground.slug);
  return (
    <Card
      title={publicPageOf(campground.name)}
      headingLevel={3}
      actions={<PageBadge campground={campground} />}
    >
      {!campground.public_page_available && <p className="owner-card-text">{WORDS.pageNotLive}</p>}
      <dl className="owner-facts">
        <dt>{WORDS.publicUrl}</dt>
        <dd className="owner-url">
          <code>{url}</code>
          <Button variant="outline" onPress={() => void copy(url)}>
            {WORDS.copyUrl}
          </Button>
        </dd>
        <dt>{WORDS.pageTitle}</dt>
        <dd>{campground.public_page_title || campground.name}</dd>
        <dt>{WORDS.pageDescription}</dt>
        <dd>{campground.public_page_description || campground.description || WORDS.noDescription}</dd>
        <dt>{WORDS.brandingColor}</dt>
        <dd>
          <span
            className="owner-swatch"
            style={{ backgroundColor: campground.branding_primary_color ?? undefined }}
            aria-hidden="true"
          />
          {campground.branding_primary_color}
        </dd>
        <dt>{WORDS.logo}</dt>
        <dd>{campground.branding_logo_url ? WORDS.logoUploaded : WORDS.noLogo}</dd>
      </dl>
      <div className="owner-actions">
        <Button
          onPress={() => {
            area.selectCampground(campground.id);
            area.goTo('settings');
          }}
        >
          {WORDS.configurePage}
        </Button>
        <LiveLink campground={campground} />
        <Button
          variant="secondary"
          onPress={() => {
            window.open(publicPagePath(campground.slug, true), 'campground-preview', PREVIEW_WINDOW_FEATURES);
          }}
        >
          {WORDS.preview}
        </Button>
      </div>
    </Card>
  );
}
