import type { PublicCampground } from '@camppass/client';
import { PUBLIC_COPY } from '../copy';

/** Get In Touch (04 §2 section 6): optional description, phone, address, e-mail. */
export function GetInTouch({
  campground,
  description,
}: {
  campground: PublicCampground;
  description: string | null;
}) {
  const address = [campground.address, campground.city, campground.state, campground.zip_code]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');
  return (
    <section className="pp-section pp-contact" aria-labelledby="pp-contact-title">
      <h2 id="pp-contact-title">{PUBLIC_COPY.getInTouch}</h2>
      {description && <p className="pp-muted">{description}</p>}
      <dl className="pp-contact__list">
        {campground.phone && (
          <div>
            <dt>{PUBLIC_COPY.phone}</dt>
            <dd>
              <a className="cp-link" href={`tel:${campground.phone.replace(/[^+\d]/g, '')}`}>
                {campground.phone}
              </a>
            </dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{PUBLIC_COPY.address}</dt>
            <dd>{address}</dd>
          </div>
        )}
        {campground.email && (
          <div>
            <dt>{PUBLIC_COPY.email}</dt>
            <dd>
              <a className="cp-link" href={`mailto:${campground.email}`}>
                {campground.email}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
