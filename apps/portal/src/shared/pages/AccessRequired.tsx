import { ACCESS_REQUIRED, GO_TO_HOME_LABEL, PATHS } from '@camppass/domain';
import { Link } from '@camppass/ui';
import { PageLayout } from '../layout/PageLayout';

/** Shown instead of a redirect on routes reserved to the super admin (01 §2); Spanish as the spec words it. */
export function AccessRequired() {
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
