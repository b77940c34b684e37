import type { MemberDashboardResponse } from '@camppass/client';
import { MEMBER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { Spinner } from '@camppass/ui';
import type { ComponentProps, ReactNode } from 'react';
import { LoadFailed as SharedLoadFailed } from '../../shared/LoadFailed';
import { useMemberDashboard } from './member-queries';

/** A member screen waiting for its data, announced politely. */
export function Loading({ label = WORDS.loadingDashboard }: { label?: string }) {
  return (
    <div role="status" className="pm-center">
      <Spinner aria-label={label} />
    </div>
  );
}

/** A failed read: its message and Try Again. */
export function LoadFailed(props: Omit<ComponentProps<typeof SharedLoadFailed>, 'retryLabel'>) {
  return <SharedLoadFailed {...props} retryLabel={WORDS.tryAgain} />;
}

/**
 * The dashboard data for a tab, with its loading state and its failure (the catalogue's message).
 * `alsoLoading`: another read the tab shows with it, asked alongside, still on its way.
 */
export function WithDashboard({
  children,
  alsoLoading = false,
}: {
  children: (data: MemberDashboardResponse['data']) => ReactNode;
  alsoLoading?: boolean;
}) {
  const dashboard = useMemberDashboard();
  if (dashboard.loading || alsoLoading) return <Loading />;
  if (dashboard.data) return children(dashboard.data.data);
  return dashboard.error ? <LoadFailed message={dashboard.error.message} onRetry={dashboard.retry} /> : null;
}
