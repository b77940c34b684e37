import { ACCESS_REQUIRED, GO_TO_HOME_LABEL, PATHS } from '@camppass/domain';
import { Link } from '@camppass/ui';
import { useEffect } from 'react';
import { PageLayout } from '../layout/PageLayout';

/**
 * How many Acceso Requerido pages are mounted, and the document's language before the first: while a
 * route change or a suspended render overlaps two of them, the one leaving must not restore English
 * under the one staying.
 */
let mounted = 0;
let languageBefore = '';

/** Shown instead of a redirect on routes reserved to the super admin (01 §2); Spanish as the spec words it. */
export function AccessRequired() {
  // The whole document is Spanish while it shows, the tab's title included; the home link stays English.
  useEffect(() => {
    const root = document.documentElement;
    if (mounted === 0) languageBefore = root.lang;
    mounted += 1;
    root.lang = 'es';
    return () => {
      mounted -= 1;
      if (mounted === 0) root.lang = languageBefore;
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
