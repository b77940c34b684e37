import type { AdminCampgroundView, AdminListRequest, AuditEntryView } from '@camppass/client';
import {
  type AdminCampground,
  type AuditEntry,
  type CampgroundRecord,
  type ListRequest,
  type Page,
  paginationOf,
  type SystemStats,
} from '@camppass/core';

/** The list request of a use case from what an admin list function received. */
export const listRequest = <Filter>(
  input: AdminListRequest,
  filter: Partial<Filter> = {},
): ListRequest<Filter> => ({
  page: input.page ?? null,
  pageSize: input.limit ?? null,
  search: input.search ?? null,
  filter,
});

/** A page as the admin lists answer it: the rows and the pagination of 03 §3. */
export const pageAnswer = <T, V>(page: Page<T>, present: (item: T) => V) => ({
  success: true as const,
  data: page.items.map(present),
  pagination: paginationOf(page),
});

export const presentAuditEntry = (entry: AuditEntry): AuditEntryView => ({
  id: entry.id,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  actorRole: entry.actorRole,
  action: entry.action,
  campgroundId: entry.campgroundId,
  subjectId: entry.subjectId,
  before: entry.before,
  after: entry.after,
  createdAt: entry.createdAt.toISOString(),
});

export const presentSystemStats = (stats: SystemStats) => ({
  totalCampgrounds: stats.campgrounds,
  totalOwners: stats.owners,
  totalMembers: stats.members,
  activeMemberships: stats.activeMemberships,
  pendingVerifications: stats.pendingVerifications,
  systemHealth: stats.systemHealth,
});

/** 03 §3: the owner's name, else 'Unassigned'. */
const UNASSIGNED = 'Unassigned';

export const presentAdminCampground = (
  campground: CampgroundRecord & Partial<Pick<AdminCampground, 'ownerName'>>,
): AdminCampgroundView => ({
  id: campground.id,
  name: campground.name,
  slug: campground.slug,
  description: campground.description,
  address: campground.address,
  city: campground.city,
  state: campground.state,
  zip_code: campground.zipCode,
  phone: campground.phone,
  email: campground.email,
  website: campground.website,
  booking_url: campground.bookingUrl,
  status: campground.status,
  adult_only: campground.adultOnly,
  military_discount_enabled: campground.militaryDiscountEnabled,
  military_discount_percentage: campground.militaryDiscountPercentage,
  operating_season_start: campground.operatingSeasonStart,
  operating_season_end: campground.operatingSeasonEnd,
  branding_primary_color: campground.brandingPrimaryColor,
  branding_secondary_color: campground.brandingSecondaryColor,
  branding_text_color: campground.brandingTextColor,
  branding_logo_url: campground.brandingLogoUrl,
  owner_id: campground.ownerId,
  ownerName: campground.ownerName ?? UNASSIGNED,
  created_at: campground.createdAt.toISOString(),
  updated_at: campground.updatedAt.toISOString(),
});
