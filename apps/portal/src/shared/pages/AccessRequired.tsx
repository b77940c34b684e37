import { ACCESS_REQUIRED, GO_TO_HOME_LABEL, PATHS } from '@camppass/domain';
import { Link } from '@camppass/ui';
import { useEffect } from 'react';
import { PageLayout } from '../layout/PageLayout';

/** Shown instead of a redirect on routes reserved to the super admin (01 §2); Spanish as the spec words it. */
export function AccessRequired() {
  // The whole document is Spanish while it shows, the tab's title included; the home link stays English.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = 'es';
    return () => {
      root.lang = before;
    };
  }, []);
  return (
    <PageLayout title={ACCESS_REQUIRED.title} intro={ACCESS_REQUIRED.message} lang="es">
      <p className="portal-hint">
        <code>{ACCESS_REQUIRED.developerHint}</code>
      </p>
      <p className="portal-links" lang="en">
        <Link href={PATHS.home} variant="standalone">
          {GO_TO_HOME_LABEL}
        </Link>
      </p>
    </PageLayout>
  );
}
