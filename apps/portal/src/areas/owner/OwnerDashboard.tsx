import type { OwnerCampground } from '@camppass/client';
import {
  DASHBOARD_ERROR_TITLE,
  DASHBOARD_LOADING_TEXT,
  DASHBOARD_LOADING_TITLE,
  DASHBOARD_REFRESHED,
  dashboardLoadFailedMessage,
  OWNER_SECTION_EVENT,
  PATHS,
  ROUTE_ROLES,
  OWNER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Button, Spinner, ToastRegion, toasts } from '@camppass/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireRole } from '../../shared/auth/RequireRole';
import { DashboardPage } from '../../shared/dashboard/DashboardPage';
import type { DashboardTab } from '../../shared/dashboard/dashboard-tabs';
import { useGuardedLeave } from '../../shared/leave-guard/LeaveGuard';
import { type OwnerArea, OwnerAreaContext, type OwnerTabId } from './owner-area';
import { useOwnerCampgrounds, useRefreshOwnerCampgrounds } from './owner-queries';
import './owner.css';

/** Where the chosen campground is kept while the browser tab lives (03 §2.3: across tabs). */
export const SELECTED_CAMPGROUND_KEY = 'camppass.owner.selectedCampground';

const readStored = (): string | null => {
  try {
    return window.sessionStorage.getItem(SELECTED_CAMPGROUND_KEY);
  } catch {
    return null;
  }
};

const store = (campgroundId: string) => {
  try {
    window.sessionStorage.setItem(SELECTED_CAMPGROUND_KEY, campgroundId);
  } catch {
    // Storage may be refused (private mode); the choice then lasts for this page only.
  }
};

const NO_CAMPGROUNDS: readonly OwnerCampground[] = [];

export interface OwnerDashboardProps {
  readonly tabs: readonly DashboardTab[];
  /** The chosen tab's content; rendered once the campgrounds have loaded, inside the owner area. */
  readonly children: (tab: DashboardTab) => ReactNode;
}

/**
 * The owner dashboard's shell (03 §2.1): the first campground's name and logo in the header, the
 * campgrounds and stats for every tab through {@link OwnerAreaContext}, sections chosen by tab or by
 * the window event {@link OWNER_SECTION_EVENT}, and the loading and error states.
 */
export function OwnerDashboard(props: OwnerDashboardProps) {
  return (
    <RequireRole roles={ROUTE_ROLES[PATHS.ownerDashboard]}>
      <OwnerShell {...props} />
    </RequireRole>
  );
}

function OwnerShell({ tabs, children }: OwnerDashboardProps) {
  const campgroundsQuery = useOwnerCampgrounds();
  const refetch = useRefreshOwnerCampgrounds();
  const [, setSearchParams] = useSearchParams();
  const [stored, setStored] = useState(readStored);
  const answer = campgroundsQuery.data?.data;
  const campgrounds = answer?.campgrounds ?? NO_CAMPGROUNDS;

  const leave = useGuardedLeave();
  const goTo = useCallback(
    (tab: OwnerTabId) => leave(() => setSearchParams({ tab })),
    [leave, setSearchParams],
  );
  useSectionEvents(tabs, goTo);

  const area = useMemo<OwnerArea>(() => {
    const only = campgrounds.length === 1 ? (campgrounds[0]?.id ?? null) : null;
    return {
      campgrounds,
      ...(answer ? { stats: answer.stats } : {}),
      selectedCampgroundId: campgrounds.some((c) => c.id === stored) ? stored : only,
      selectCampground: (campgroundId) => {
        store(campgroundId);
        setStored(campgroundId);
      },
      goTo,
      canManage: (campgroundId) => {
        const role = campgrounds.find((c) => c.id === campgroundId)?.caller_role;
        return role === 'owner' || role === 'super_admin';
      },
      refresh: async () => {
        if (await refetch()) toasts.success(DASHBOARD_REFRESHED);
      },
    };
  }, [answer, campgrounds, stored, goTo, refetch]);

  const first = campgrounds[0];
  return (
    <OwnerAreaContext.Provider value={area}>
      <DashboardPage
        area="owner"
        tabs={tabs}
        {...(first ? { title: first.name, logoUrl: first.branding_logo_url } : {})}
      >
        {(tab) =>
          campgroundsQuery.loading ? (
            <DashboardLoading />
          ) : campgroundsQuery.error ? (
            <DashboardError message={campgroundsQuery.error.message} onRetry={campgroundsQuery.retry} />
          ) : (
            children(tab)
          )
        }
      </DashboardPage>
      <ToastRegion />
    </OwnerAreaContext.Provider>
  );
}

/** Chooses the section named by a window event's detail (`{ detail: 'settings' }`), if it is a tab. */
function useSectionEvents(tabs: readonly DashboardTab[], goTo: (tab: OwnerTabId) => void) {
  useEffect(() => {
    const onSection = (event: Event) => {
      const section = (event as CustomEvent<unknown>).detail;
      if (typeof section === 'string' && tabs.some((tab) => tab.id === section)) goTo(section as OwnerTabId);
    };
    window.addEventListener(OWNER_SECTION_EVENT, onSection);
    return () => window.removeEventListener(OWNER_SECTION_EVENT, onSection);
  }, [tabs, goTo]);
}

/** 03 §2.1 loading state. */
function DashboardLoading() {
  return (
    <div role="status" className="owner-state">
      <Spinner aria-label={DASHBOARD_LOADING_TITLE} />
      <h2>{DASHBOARD_LOADING_TITLE}</h2>
      <p>{DASHBOARD_LOADING_TEXT}</p>
    </div>
  );
}

/** 03 §2.1 error state: the message, Try Again, and the three tips. */
function DashboardError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <div role="alert" className="owner-state owner-state--error">
      <h2>{DASHBOARD_ERROR_TITLE}</h2>
      <p>{dashboardLoadFailedMessage(message)}</p>
      <Button onPress={onRetry}>{WORDS.tryAgain}</Button>
      <h3>{WORDS.tipsTitle}</h3>
      <ul>
        {WORDS.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
