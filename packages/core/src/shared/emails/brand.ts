import { campgroundPath, EMAIL_WORDS, parseHexColor, readableTextColor } from '@camppass/domain';
import { type CoreConfig, portalLink } from '../../config';
import type { EmailBrand } from '../../ports/email-renderer';
import type { CampgroundRecord } from '../../ports/repositories/campground-repository';

/** The platform's own colour: white text on it passes WCAG AA. */
const PLATFORM_COLOR = '#1D4ED8';

/** Only a full `#RRGGBB` reaches an e-mail's style attributes; anything else takes the fallback. */
const hexOr = (color: string | null | undefined, fallback: string): string => {
  const rgb = color ? parseHexColor(color) : null;
  return rgb
    ? `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
    : fallback;
};

/** A stored logo is a path on our origin; an absolute http(s) address is taken as it is. */
const absoluteLogo = (config: CoreConfig, url: string | null): string | null => {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${config.appBaseUrl.replace(/\/+$/, '')}${url}` : null;
};

/** The lines of the campground's footer: its address, then how to reach it. */
const contactLines = (campground: CampgroundRecord): string[] => {
  const place = [campground.city, [campground.state, campground.zipCode].filter(Boolean).join(' ')]
    .filter((part) => part?.trim())
    .join(', ');
  const address = [campground.address, place].filter((part) => part?.trim()).join(', ');
  return [address, campground.phone, campground.email, campground.website].filter((line): line is string =>
    Boolean(line?.trim()),
  );
};

/** A campground's e-mails: its logo, colour, address and contact, and a link to its public page. */
export const campgroundBrand = (config: CoreConfig, campground: CampgroundRecord): EmailBrand => {
  const primaryColor = hexOr(campground.brandingPrimaryColor, PLATFORM_COLOR);
  return {
    name: campground.name,
    logoUrl: absoluteLogo(config, campground.brandingLogoUrl),
    logoAlt: EMAIL_WORDS.logoAlt(campground.name),
    primaryColor,
    onPrimaryColor: readableTextColor(primaryColor, hexOr(campground.brandingTextColor, '#FFFFFF')),
    homeUrl: portalLink(config, campgroundPath(campground.slug), {}),
    homeLabel: EMAIL_WORDS.visitPage(campground.name),
    footerLines: contactLines(campground),
    sentBy: EMAIL_WORDS.sentFor(config.productName, campground.name),
  };
};

/** The platform's own e-mails (password reset, invitation, the super admin's message). */
export const platformBrand = (config: CoreConfig): EmailBrand => ({
  name: config.productName,
  logoUrl: null,
  logoAlt: EMAIL_WORDS.logoAlt(config.productName),
  primaryColor: PLATFORM_COLOR,
  onPrimaryColor: '#FFFFFF',
  homeUrl: portalLink(config, '/', {}),
  homeLabel: config.productName,
  footerLines: [],
  sentBy: EMAIL_WORDS.sentBy(config.productName),
});

/** The campground's brand, or the platform's when the campground is gone. */
export const brandOf = (config: CoreConfig, campground: CampgroundRecord | null | undefined): EmailBrand =>
  campground ? campgroundBrand(config, campground) : platformBrand(config);
