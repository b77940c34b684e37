// What a page tells search engines and link previews, built from the answers the server already
// embeds in it (page-head.ts): a campground's public page gets its own title, description,
// canonical address, Open Graph and Twitter card (with the campground's logo) and JSON-LD of the
// campground with its plans as offers; the product's public pages are indexed under their own
// address; every other page (sign-in screens, dashboards, the purchase path, unknown pages) is
// `noindex`, so a private area never lands in a search result.
import { functionPath } from '@camppass/client';
import { campgroundPageSlug, PATHS, PUBLIC_PAGE_SHARING } from '@camppass/domain';
import { escapeHtml, scriptSafeJson } from '../http/html-text';

/** The head a page gets: its `<title>` and the tags added before `</head>` (already escaped). */
export interface PageSeo {
  readonly title: string;
  readonly tags: readonly string[];
}

/** The fields of get-campground's answer that sharing reads (04 §3); anything may be missing. */
interface SharedCampground {
  readonly name?: unknown;
  readonly slug?: unknown;
  readonly description?: unknown;
  readonly public_page_title?: unknown;
  readonly public_page_description?: unknown;
  readonly branding_logo_url?: unknown;
  readonly address?: unknown;
  readonly city?: unknown;
  readonly state?: unknown;
  readonly zip_code?: unknown;
  readonly phone?: unknown;
  readonly email?: unknown;
}
interface SharedPlan {
  readonly display_name?: unknown;
  readonly name?: unknown;
  readonly description?: unknown;
  readonly price?: unknown;
  readonly is_active?: unknown;
}

/** The product's pages that are worth finding; everything else a search engine is asked to leave out. */
const INDEXED_PATHS = new Set<string>([PATHS.home, PATHS.membership, PATHS.privacy, PATHS.terms]);

/** Meta descriptions past this length are cut by search engines; cut at a word instead. */
const DESCRIPTION_MAX = 160;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One line of prose, at most DESCRIPTION_MAX characters, cut after a whole word. */
const shortDescription = (value: string): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
};

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

const absolute = (url: string, baseUrl: string): string | null => {
  try {
    const resolved = new URL(url, `${baseUrl}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
};

const getCampgroundKey = (slug: string): string => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  return `${functionPath('get-campground')}?${new URLSearchParams({ slug: decoded })}`;
};

/** The campground and its active plans from the embedded answer, when the page has one. */
const campgroundOf = (answer: unknown): { campground: SharedCampground; plans: SharedPlan[] } | null => {
  if (typeof answer !== 'object' || answer === null) return null;
  const data = (answer as { data?: { campground?: unknown; membershipTypes?: unknown } }).data;
  if (typeof data?.campground !== 'object' || data.campground === null) return null;
  const plans = Array.isArray(data.membershipTypes) ? (data.membershipTypes as SharedPlan[]) : [];
  return {
    campground: data.campground as SharedCampground,
    plans: plans.filter((plan) => plan?.is_active !== false),
  };
};

/** JSON-LD of schema.org: the campground, with each plan as an Offer it makes (`makesOffer`). */
const campgroundJsonLd = (
  campground: SharedCampground,
  plans: readonly SharedPlan[],
  page: { url: string; description: string; logo: string | null },
) => {
  const street = text(campground.address);
  const address = {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(text(campground.city) ? { addressLocality: text(campground.city) } : {}),
    ...(text(campground.state) ? { addressRegion: text(campground.state) } : {}),
    ...(text(campground.zip_code) ? { postalCode: text(campground.zip_code) } : {}),
    addressCountry: 'US',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Campground',
    name: text(campground.name),
    description: page.description,
    url: page.url,
    ...(page.logo ? { logo: page.logo, image: page.logo } : {}),
    ...(text(campground.phone) ? { telephone: text(campground.phone) } : {}),
    ...(text(campground.email) ? { email: text(campground.email) } : {}),
    ...(street || text(campground.city) ? { address } : {}),
    makesOffer: plans
      .filter((plan) => typeof plan.price === 'number' && Number.isFinite(plan.price))
      .map((plan) => ({
        '@type': 'Offer',
        name: text(plan.display_name) || text(plan.name),
        ...(text(plan.description) ? { description: text(plan.description) } : {}),
        price: (plan.price as number).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: page.url,
      })),
  };
};

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The title and head tags of the page at `pathname`, from the answers embedded in it. A campground
 * page whose answer is missing (unknown slug, inactive campground) is not indexed: it shows "not found".
 */
export const pageSeo = (
  pathname: string,
  answers: Readonly<Record<string, unknown>>,
  site: { readonly baseUrl: string; readonly productName: string },
): PageSeo => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { baseUrl, productName } = site;
  const slug = campgroundPageSlug(path);
  if (slug !== null) {
    const found = campgroundOf(answers[getCampgroundKey(slug)]);
    const name = text(found?.campground.name);
    if (!found || !name) return { title: productName, tags: [NOINDEX] };
    const { campground, plans } = found;
    const url = `${baseUrl}/campground/${encodeURIComponent(text(campground.slug) || decodeURIComponent(slug))}`;
    const description = shortDescription(
      text(campground.public_page_description) ||
        text(campground.description) ||
        PUBLIC_PAGE_SHARING.defaultWelcome(name),
    );
    const logoUrl = text(campground.branding_logo_url);
    const logo = logoUrl ? absolute(logoUrl, baseUrl) : null;
    const title = PUBLIC_PAGE_SHARING.pageTitle(name, productName);
    const tags = [
      // The purchase path shows the same page with the wizard open: the page itself is the one to index.
      ...(path.endsWith('/purchase') ? [NOINDEX] : []),
      meta('name', 'description', description),
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', productName),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      ...(logo
        ? [
            meta('property', 'og:image', logo),
            meta('property', 'og:image:alt', PUBLIC_PAGE_SHARING.logoAlt(name)),
          ]
        : []),
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(logo ? [meta('name', 'twitter:image', logo)] : []),
      `<script type="application/ld+json">${scriptSafeJson(
        campgroundJsonLd(campground, plans, { url, description, logo }),
      )}</script>`,
    ];
    return { title, tags };
  }
  if (INDEXED_PATHS.has(path)) {
    const url = `${baseUrl}${path === PATHS.home ? '/' : path}`;
    const description = PUBLIC_PAGE_SHARING.productDescription(productName);
    return {
      title: productName,
      tags: [
        meta('name', 'description', description),
        `<link rel="canonical" href="${escapeHtml(url)}">`,
        meta('property', 'og:type', 'website'),
        meta('property', 'og:site_name', productName),
        meta('property', 'og:title', productName),
        meta('property', 'og:description', description),
        meta('property', 'og:url', url),
      ],
    };
  }
  return { title: productName, tags: [NOINDEX] };
};
