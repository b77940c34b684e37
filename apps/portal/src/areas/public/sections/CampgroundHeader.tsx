import type { PublicCampground } from '@camppass/client';
import { PUBLIC_COPY } from '../copy';

/** Logo or initial, name, location and the support link (04 §2 section 1). */
export function CampgroundHeader({
  campground,
  supportEmail,
}: {
  campground: PublicCampground;
  supportEmail: string;
}) {
  const location = [campground.city, campground.state, PUBLIC_COPY.country].filter(Boolean).join(', ');
  const logo = campground.branding_logo_url?.trim();
  return (
    <header className="pp-header">
      <div className="pp-header__brand">
        {logo ? (
          <img
            className="pp-header__logo"
            src={logo}
            alt={`${campground.name} logo`}
            width={56}
            height={56}
          />
        ) : (
          <span className="pp-header__initial" aria-hidden="true">
            {campground.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className="pp-header__name">{campground.name}</h1>
          <p className="pp-header__location">{location}</p>
        </div>
      </div>
      <p className="pp-header__help">
        <span>{PUBLIC_COPY.needHelp} </span>
        <a className="cp-link" href={`mailto:${supportEmail}`}>
          {PUBLIC_COPY.contactSupport}
        </a>
      </p>
    </header>
  );
}
