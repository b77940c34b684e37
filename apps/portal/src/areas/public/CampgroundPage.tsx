import type { PublicMembershipType } from '@camppass/client';
import {
  CAMPGROUND_LOADING,
  CAMPGROUND_NOT_FOUND_TITLE,
  campgroundNotFoundForUrl,
  PREVIEW_BANNER,
} from '@camppass/domain';
import { Banner, Button, Spinner, Theme } from '@camppass/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/RuntimeConfigContext';
import { usePageTitle } from '../../shared/layout/PageLayout';
import {
  activePlans,
  type CampgroundPageData,
  contactDescription,
  isOnSale,
  membershipDescription,
} from './campground-view';
import { PUBLIC_COPY } from './copy';
import { usePreviewDraft } from './PreviewDraft';
import { useCampground } from './public-queries';
import { PurchaseLoading } from './purchase/PurchaseLoading';
import { CampgroundHeader } from './sections/CampgroundHeader';
import { GetInTouch } from './sections/GetInTouch';
import { PlanList } from './sections/PlanList';
import { VerifyPanel } from './sections/VerifyPanel';

// The purchase (dialogs, wizard, signature pad, camera, card form) is fetched when a plan is chosen.
const PurchaseFlow = lazy(() => import('./purchase/PurchaseFlow').then((m) => ({ default: m.PurchaseFlow })));

export function LoadingState() {
  return (
    <div className="pp-center" role="status">
      <Spinner size="lg" aria-label={CAMPGROUND_LOADING} />
      <p>{CAMPGROUND_LOADING}</p>
    </div>
  );
}

export function NotFoundState({ slug, message }: { slug: string; message: string | null }) {
  const navigate = useNavigate();
  usePageTitle(CAMPGROUND_NOT_FOUND_TITLE);
  return (
    <main className="pp-center">
      <h1>{CAMPGROUND_NOT_FOUND_TITLE}</h1>
      <p>{message ?? campgroundNotFoundForUrl(slug)}</p>
      <Button onPress={() => navigate('/')}>{PUBLIC_COPY.goHome}</Button>
    </main>
  );
}

/** The sections of 04 §2, in order, for loaded data. */
export function CampgroundContent({ data }: { data: CampgroundPageData }) {
  const { productName, supportEmail } = useRuntimeConfig();
  const [buying, setBuying] = useState<PublicMembershipType | null>(null);
  const { campground } = data;
  usePageTitle(campground.name);
  const plans = activePlans(data.membershipTypes);
  // A campground whose payouts account does not take card payments yet offers no purchase.
  const onSale = isOnSale(data);
  const description = membershipDescription(data);
  const brand = {
    primary: campground.branding_primary_color ?? '',
    secondary: campground.branding_secondary_color ?? '',
    text: campground.text_color ?? '',
  };
  // The purchase's dialogs take the brand from this Theme too, though they render outside it.
  return (
    <Theme className="pp-page" brand={brand}>
      <CampgroundHeader campground={campground} supportEmail={supportEmail} />
      <main className="pp-main">
        <section className="pp-section pp-welcome" aria-labelledby="pp-welcome-title">
          <h2 id="pp-welcome-title">
            {campground.public_page_title?.trim() || PUBLIC_COPY.welcomeTitle(campground.name)}
          </h2>
          <p>
            {campground.public_page_description?.trim() ||
              campground.description?.trim() ||
              PUBLIC_COPY.defaultWelcome(campground.name)}
          </p>
        </section>
        <section className="pp-section pp-plans" aria-labelledby="pp-plans-title">
          <h2 id="pp-plans-title">{PUBLIC_COPY.chooseMembership}</h2>
          {description && <p className="pp-muted">{description}</p>}
          <PlanList plans={plans} onPurchase={onSale ? setBuying : undefined} />
        </section>
        <VerifyPanel campground={campground} productName={productName} />
        <GetInTouch campground={campground} description={contactDescription(data)} />
      </main>
      <footer className="pp-footer">
        {PUBLIC_COPY.poweredBy} {productName}
      </footer>
      {buying && onSale && (
        <Suspense fallback={<PurchaseLoading />}>
          <PurchaseFlow
            campground={campground}
            plan={buying}
            autoRenewalOffered={data.settings.offer_auto_renewal === true}
            onClose={() => setBuying(null)}
          />
        </Suspense>
      )}
    </Theme>
  );
}

/** /campground/{slug}, its /preview (with the banner) and /purchase (04 §2). */
export function CampgroundPage({ slug, preview = false }: { slug: string; preview?: boolean }) {
  const query = useCampground(slug);
  const data = usePreviewDraft(query.data?.data, preview);
  if (query.loading) return <LoadingState />;
  if (!data?.campground) {
    const failure = query.error?.failure;
    const message =
      failure && failure.kind === 'response' && failure.status !== 404 ? (failure.error ?? null) : null;
    return <NotFoundState slug={slug} message={message} />;
  }
  return (
    <>
      {preview && (
        <>
          {/* React places it in the head: search engines leave the preview out. */}
          <meta name="robots" content="noindex" />
          <Banner variant="info" className="pp-preview-banner">
            {PREVIEW_BANNER}
          </Banner>
        </>
      )}
      <CampgroundContent data={data} />
    </>
  );
}
