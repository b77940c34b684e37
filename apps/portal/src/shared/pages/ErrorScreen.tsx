import { GENERIC_ERROR_TITLE, GO_TO_HOME_LABEL, PATHS, RELOAD_PAGE_LABEL } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { isRouteErrorResponse } from 'react-router';
import { PageLayout } from '../layout/PageLayout';

const detailsOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error ?? '');
};

/** The generic error screen (01 §2), shown by the routes' error boundary with the error it caught. */
export function ErrorScreen({ error }: { readonly error: unknown }) {
  const details = detailsOf(error);
  return (
    <PageLayout title={GENERIC_ERROR_TITLE}>
      {details && <pre className="portal-error-details">{details}</pre>}
      <div className="portal-actions">
        <Button onPress={() => window.location.reload()}>{RELOAD_PAGE_LABEL}</Button>
        <Button variant="secondary" onPress={() => window.location.assign(PATHS.home)}>
          {GO_TO_HOME_LABEL}
        </Button>
      </div>
    </PageLayout>
  );
}
