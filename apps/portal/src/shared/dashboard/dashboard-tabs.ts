export interface DashboardTab {
  readonly id: string;
  readonly label: string;
  /** What the tab is for (03 §2.1's tooltips). */
  readonly hint?: string;
}

/** The tab to show: the one named, else the first (an unknown tab falls back to overview, 03 §2.1). */
export const selectedTab = (tabs: readonly DashboardTab[], id: string | null): DashboardTab =>
  tabs.find((tab) => tab.id === id) ?? (tabs[0] as DashboardTab);
