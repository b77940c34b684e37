import { createLightClient } from '@camppass/client/light/light-client';
import { POSTED_VERIFICATION_KEY } from '@camppass/client/light/posted-verification';
import { campgroundPageSlug, isPublicAreaPage } from '@camppass/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CampgroundPage } from './CampgroundPage';
import { MembershipPage } from './MembershipPage';
import { campgroundListQuery, campgroundQuery } from './public-queries';
import { primePostedVerification } from './sections/verification';
import './public.css';

function CampgroundRoute({ preview = false }: { preview?: boolean }) {
  const { slug = '' } = useParams();
  return <CampgroundPage key={slug} slug={slug} preview={preview} />;
}

/** The public page's screens (04 §2); /purchase shows the same page as the public one. */
export const publicPages = {
  membership: <MembershipPage />,
  campground: <CampgroundRoute />,
  preview: <CampgroundRoute preview />,
};

/** The slug of a campground's public page or its purchase path (not its preview), else null. */
const renderedPageSlug = (pathname: string): string | null => {
  const slug = campgroundPageSlug(pathname);
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return null;
  }
};

/**
 * Puts the data a server-rendered page shows into the query cache before the page renders, read
 * through `fetch` (the answers embedded in the page), so the server's render and the browser's first
 * render (which hydrates it) show the same thing.
 */
export async function primePublicPage(
  queryClient: QueryClient,
  fetch: typeof globalThis.fetch,
  pathname: string,
  /** An answer the page embeds by key: the verify form's, on a page answering it posted without scripts. */
  embedded: (key: string) => unknown = () => undefined,
): Promise<void> {
  const api = createLightClient({ baseUrl: '', fetch });
  const primeCampground = (slug: string) =>
    queryClient.prefetchQuery({
      queryKey: campgroundQuery.key(slug),
      queryFn: ({ signal }) => campgroundQuery.run(api, slug, signal),
      staleTime: campgroundQuery.staleTime,
    });
  if (isPublicAreaPage(pathname) && campgroundPageSlug(pathname) === null) {
    // The picker shows a lone campground at once: its page is primed with the list.
    const list = await queryClient
      .fetchQuery({
        queryKey: campgroundListQuery.key(undefined),
        queryFn: ({ signal }) => campgroundListQuery.run(api, undefined, signal),
        staleTime: campgroundListQuery.staleTime,
      })
      .catch(() => null);
    const campgrounds = list?.ok ? list.value.data.campgrounds : [];
    if (campgrounds.length === 1 && campgrounds[0]) await primeCampground(campgrounds[0].slug);
    return;
  }
  const slug = renderedPageSlug(pathname);
  if (slug === null) return;
  await Promise.all([
    primeCampground(slug),
    primePostedVerification(queryClient, slug, embedded(POSTED_VERIFICATION_KEY)),
  ]);
}
