/**
 * The slug shown read-only in campground settings (03 §5): lower case; only letters, digits,
 * spaces and hyphens kept; spaces become hyphens; repeated hyphens collapse.
 */
export const normalizeSettingsSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-');

/** What the admin's slug input keeps as it is typed (03 §5): lower case, a-z, 0-9 and hyphen only. */
export const sanitizeSlugInput = (text: string): string => text.toLowerCase().replace(/[^a-z0-9-]/g, '');

/**
 * The admin's "generate from name" (03 §5): lower case, trimmed, special characters removed,
 * spaces to hyphens, repeated hyphens collapsed, hyphens at either edge removed.
 */
export const slugFromName = (name: string): string =>
  name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The admin's default slug (03 §3): the lower-cased name with spaces as hyphens, else 'camp-' + id. */
export const defaultAdminSlug = (name: string | null | undefined, id: string): string => {
  const slug = (name ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return slug === '' ? `camp-${id}` : slug;
};

/** The slug of a campground's public page: its own slug, else one derived from its name (03 §2). */
export const publicPageSlug = (campground: {
  readonly slug?: string | null;
  readonly name: string;
}): string => campground.slug?.trim() || slugFromName(campground.name);
