import { GENERIC_ERROR_TITLE, GO_TO_HOME_LABEL, PATHS, RELOAD_PAGE_LABEL } from '@camppass/domain';
import { Button } from '@camppass/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLayout } from '../layout/PageLayout';

const detailsOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error ?? '');
};

/** The generic error screen (01 §2), the router's error boundary. */
export function ErrorScreen() {
  const error = useRouteError();
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
