// What the server adds to index.html for the page a path shows, so that its first load does not wait
// on the portal's own JavaScript to find out what to fetch next:
//   - `modulepreload` links for the chunks of the page's area (read from the build's Vite manifest),
//     which the browser then fetches alongside the entry instead of after it has run;
//   - the answers of the GET functions the page asks for first (its data), embedded as JSON, which
//     the portal's fetch reads instead of going back to the server (apps/portal/src/shared/embedded-answers.ts).
import { isPublicAreaPage, SIGN_IN_PATHS } from '@camppass/domain';
import { escapeHtml, scriptSafeJson } from '../http/html-text';

/** The element the embedded answers travel in; the portal reads it by this id. */
const EMBEDDED_ANSWERS_ID = 'cp-embedded-answers';

/** One chunk of a Vite build manifest (`build.manifest`), as far as preloading reads it. */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The portal's area modules (apps/portal/src/routes.tsx) a page of each kind loads before it shows. */
const PUBLIC_AREA = ['src/areas/public/pages.tsx', 'src/shared/AreaQueries.tsx'];
const AUTH_AREA = ['src/areas/auth/pages.tsx'];

const SIGN_IN = new Set(SIGN_IN_PATHS);

/** The area modules whose chunks the page at `pathname` loads first; none for pages not listed. */
export const areaModulesFor = (pathname: string): readonly string[] => {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (isPublicAreaPage(path)) return PUBLIC_AREA;
  if (SIGN_IN.has(path)) return AUTH_AREA;
  return [];
};

/**
 * The script and style files to preload for `modules`: each module's chunk with the chunks it
 * imports, less those the entry already loads (index.html names them).
 */
export const preloadFiles = (
  manifest: ViteManifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } => {
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  const wanted = new Set<string>();
  for (const key of modules) collect(key, wanted);
  const keys = [...wanted].filter((key) => !entryChunks.has(key));
  return {
    scripts: keys.map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file)),
    styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))],
  };
};

/**
 * index.html with the page's preloads and embedded answers (keyed by path and query, e.g.
 * `/functions/v1/get-campground?slug=pine-valley`) before `</head>`; unchanged when there are none.
 */
export const withPageHead = (
  html: string,
  head: {
    scripts: readonly string[];
    styles: readonly string[];
    answers: Readonly<Record<string, unknown>>;
    /** The page's own `<title>` text (escaped here) and head tags (already escaped; page-seo.ts). */
    title?: string;
    tags?: readonly string[];
  },
): string => {
  const titled =
    head.title === undefined
      ? html
      : html.replace(
          /<title>[^<]*<\/title>/,
          `<title>${head.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
        );
  const lines = [
    ...(head.tags ?? []),
    ...head.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    // As stylesheets, not preloads: the area's loader then finds them applied and adds no second copy.
    ...head.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
  ];
  if (Object.keys(head.answers).length > 0) {
    lines.push(
      `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${scriptSafeJson(head.answers)}</script>`,
    );
  }
  if (lines.length === 0) return titled;
  const at = titled.indexOf('</head>');
  const insert = `${lines.join('\n')}\n`;
  return at === -1 ? insert + titled : `${titled.slice(0, at)}${insert}${titled.slice(at)}`;
};
