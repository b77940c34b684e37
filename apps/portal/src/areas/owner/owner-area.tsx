import type { OwnerCampground, OwnerStats } from '@camppass/client';
import { createContext, useContext } from 'react';

/** The owner dashboard's tab ids, in the order of 03 §2.1. */
export type OwnerTabId =
  | 'overview'
  | 'campgrounds'
  | 'settings'
  | 'members'
  | 'membership-types'
  | 'public-page'
  | 'military-verification'
  | 'check-in';

/**
 * What the owner shell gives every tab: the campgrounds the caller owns or staffs, the one chosen
 * (stored across tabs, 03 §2.3), a way to switch tab, and whether the caller may change a campground
 * (owners may; staff only view and review,
 * docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area).
 */
export interface OwnerArea {
  readonly campgrounds: readonly OwnerCampground[];
  /** 03 §3 Owner stats over the active campgrounds (the Overview's cards). */
  readonly stats?: OwnerStats;
  /** The stored choice, else the only campground, else null. */
  readonly selectedCampgroundId: string | null;
  selectCampground(campgroundId: string): void;
  goTo(tab: OwnerTabId): void;
  /** Owner (not staff) of this campground, or super admin: settings, branding, types, keys. */
  canManage(campgroundId: string): boolean;
  /** Reload the shell's campgrounds and stats (the Refresh buttons). */
  refresh(): Promise<void>;
}

export const OwnerAreaContext = createContext<OwnerArea | null>(null);

/** The owner shell's data, for a tab rendered inside it. */
export function useOwnerArea(): OwnerArea {
  const area = useContext(OwnerAreaContext);
  if (!area) throw new Error('useOwnerArea is used outside the owner dashboard');
  return area;
}
