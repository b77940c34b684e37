/** Our wording: the specs store a website and a booking link but say nothing of their form. */
export const WEB_LINK_INVALID = 'Please enter a web address that starts with http:// or https://';

/** The campground fields that hold a link people follow from its public page. */
export const WEB_LINK_FIELDS = ['website', 'booking_url'] as const;
export type WebLinkField = (typeof WEB_LINK_FIELDS)[number];

/** http or https, `://`, a host, then anything without blanks. */
const WEB_LINK_PATTERN = /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s]*)?$/i;

/**
 * A link stored to be shown as a link: an absolute http or https address with a host. Anything
 * else (`javascript:`, `data:`, `vbscript:`, a relative path) could run or mislead when followed.
 * Blank means no link.
 */
export const isWebLink = (value: string | null | undefined): boolean => {
  const text = (value ?? '').trim();
  if (text === '') return true;
  return WEB_LINK_PATTERN.test(text);
};

/** Each link field given that is not a web link, with the message shown under it. */
export const webLinkFieldErrors = (
  form: Partial<Record<WebLinkField, string | null | undefined>>,
): Partial<Record<WebLinkField, string>> =>
  Object.fromEntries(
    WEB_LINK_FIELDS.filter((field) => !isWebLink(form[field])).map((field) => [field, WEB_LINK_INVALID]),
  );
