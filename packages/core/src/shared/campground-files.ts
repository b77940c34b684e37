import { EXTENSION_OF, type SniffedType } from './file-types';

/** A campground's own public files: its logo and its terms and conditions PDF. */
export type CampgroundFileKind = 'logo' | 'terms';

/**
 * Where the server serves a campground's files to anyone (the public page shows the logo and links
 * the terms), under its own restrictive headers
 * (docs/decisions/identity-documents-and-files.md#campground-logos-and-terms-are-sandboxed-not-sanitised).
 */
const CAMPGROUND_FILES_PATH = '/functions/v1/campground-files';

const NAME = /^(logo|terms)-[0-9a-f]{16,64}\.(jpg|png|gif|webp|svg|pdf)$/;
const CAMPGROUND_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The storage key of a campground's file: `campgrounds/{id}/{kind}-{random hex}.{ext}`. */
export const campgroundFileKey = (
  campgroundId: string,
  kind: CampgroundFileKind,
  randomHex: string,
  type: SniffedType,
): string => `campgrounds/${campgroundId}/${kind}-${randomHex}.${EXTENSION_OF[type]}`;

/** The public URL of a stored campground file (a path on our own origin). */
export const campgroundFileUrl = (key: string): string =>
  `${CAMPGROUND_FILES_PATH}/${key.replace(/^campgrounds\//, '')}`;

/**
 * The storage key behind `campgroundId/name` as the serving route receives it, or `null` when it
 * names no file of ours (so no other stored file can be reached through that route).
 */
export const campgroundFileKeyOf = (campgroundId: string, name: string): string | null =>
  CAMPGROUND_ID.test(campgroundId) && NAME.test(name) ? `campgrounds/${campgroundId}/${name}` : null;

/** The key behind a stored URL when it is one of ours (a URL set elsewhere is left alone). */
export const campgroundFileKeyFromUrl = (url: string | null): string | null => {
  if (!url?.startsWith(`${CAMPGROUND_FILES_PATH}/`)) return null;
  const [campgroundId, name, ...rest] = url.slice(CAMPGROUND_FILES_PATH.length + 1).split('/');
  return rest.length === 0 && campgroundId && name ? campgroundFileKeyOf(campgroundId, name) : null;
};
