import { CAMPGROUNDS_LOAD_FAILED, NO_ACTIVE_CAMPGROUNDS, SELECT_CAMPGROUND_TITLE } from '@camppass/domain';
import { Banner, Button, EmptyState, Radio, RadioGroup, Spinner } from '@camppass/ui';
import { useState } from 'react';
import { usePageTitle } from '../../shared/layout/PageLayout';
import { CampgroundContent, LoadingState, NotFoundState } from './CampgroundPage';
import { PUBLIC_COPY } from './copy';
import { useCampground, useCampgroundList } from './public-queries';

function SelectedCampground({ slug }: { slug: string }) {
  const query = useCampground(slug);
  if (query.loading) return <LoadingState />;
  if (!query.data) return <NotFoundState slug={slug} message={null} />;
  return <CampgroundContent data={query.data.data} />;
}

/** /membership (04 §2): the active campgrounds to pick from; a single one is chosen at once. */
export function MembershipPage() {
  usePageTitle(SELECT_CAMPGROUND_TITLE);
  const list = useCampgroundList();
  const [chosen, setChosen] = useState<string | null>(null);
  const campgrounds = list.data?.data.campgrounds ?? [];
  const selected = chosen ?? (campgrounds.length === 1 ? (campgrounds[0]?.slug ?? null) : null);

  return (
    <div className="pp-membership">
      <section className="pp-picker" aria-labelledby="pp-picker-title">
        <h1 id="pp-picker-title">{SELECT_CAMPGROUND_TITLE}</h1>
        {list.loading ? (
          <div role="status" className="pp-center">
            <Spinner aria-label={PUBLIC_COPY.campgrounds} />
          </div>
        ) : !list.data ? (
          <Banner
            variant="error"
            action={
              <Button variant="outline" onPress={list.retry}>
                {PUBLIC_COPY.tryAgain}
              </Button>
            }
          >
            {CAMPGROUNDS_LOAD_FAILED}
          </Banner>
        ) : campgrounds.length === 0 ? (
          <EmptyState title={NO_ACTIVE_CAMPGROUNDS} headingLevel={2} />
        ) : (
          <RadioGroup
            label={PUBLIC_COPY.selectCampgroundIntro}
            value={selected}
            onChange={setChosen}
            className="pp-picker__list"
          >
            {campgrounds.map((campground) => (
              <Radio key={campground.id} value={campground.slug} className="pp-picker__option">
                <span
                  className="pp-picker__swatch"
                  aria-hidden="true"
                  style={{ background: campground.branding_primary_color || 'var(--cp-brand-primary)' }}
                />
                <span className="pp-picker__text">
                  <strong>{campground.name}</strong>
                  {campground.description && <span className="pp-muted">{campground.description}</span>}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        )}
      </section>
      {selected && <SelectedCampground slug={selected} />}
    </div>
  );
}
