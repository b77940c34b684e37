import type { AdminCampgroundView, AdminListRequest, AdminUserView, AuditEntryView } from '@camppass/client';
import {
  type AccountSummary,
  type AdminCampground,
  type AdminMembership,
  type CampgroundRecord,
  type ListedAuditEntry,
  type ListRequest,
  type MemberDetails,
  type MemberSummary,
  type OwnerSummary,
  type Page,
  paginationOf,
  type SchemaOverview,
} from '@camppass/core';
import type { SystemHealth } from '@camppass/core/admin/get-system-health';
import type { SystemStats } from '@camppass/core/admin/get-system-stats';
import type { TokenClaims } from '@camppass/core/admin/get-token-claims';
import type { ListedCampground } from '@camppass/core/admin/list-admin-campgrounds';

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

export const presentAuditEntry = (entry: ListedAuditEntry): AuditEntryView => ({
  id: entry.id,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  actorName: entry.actorName,
  actorRole: entry.actorRole,
  action: entry.action,
  campgroundId: entry.campgroundId,
  campgroundName: entry.campgroundName,
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
  campground: CampgroundRecord &
    Partial<Pick<AdminCampground, 'ownerName'>> &
    Pick<ListedCampground, 'pendingInvitation' | 'payoutState'>,
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
  ...(campground.payoutState === undefined ? {} : { payout_state: campground.payoutState }),
  ...(campground.pendingInvitation === undefined
    ? {}
    : {
        pendingInvitation: campground.pendingInvitation && {
          email: campground.pendingInvitation.email,
          expiresAt: campground.pendingInvitation.expiresAt.toISOString(),
        },
      }),
});

/** 03 §3 Owner: first + last name, else the e-mail. */
export const presentUser = (account: AccountSummary): AdminUserView => ({
  id: account.userId,
  email: account.email,
  name: `${account.firstName} ${account.lastName}`.trim() || account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  phone: account.phone,
  status: account.status,
  roles: account.roles.map(({ role, campgroundId }) => ({ role, campgroundId })),
  createdAt: account.createdAt.toISOString(),
  updatedAt: account.updatedAt.toISOString(),
});

export const presentOwner = (owner: OwnerSummary) => ({
  ...presentUser(owner),
  campgrounds: owner.campgrounds.length,
  ownedCampgrounds: owner.campgrounds.map(({ id, name }) => ({ id, name })),
});

const presentMembership = (membership: AdminMembership) => ({
  id: membership.id,
  membershipCode: membership.membershipCode,
  campgroundId: membership.campgroundId,
  campgroundName: membership.campgroundName,
  membershipType: membership.membershipTypeName,
  membershipStatus: membership.status,
  startDate: membership.startDate,
  endDate: membership.endDate,
  createdAt: membership.createdAt.toISOString(),
});

/** 03 §3 Admin member: membershipType 'standard' and status 'active' when there is no membership. */
export const presentMember = (member: MemberSummary | MemberDetails) => {
  const latest = 'latestMembership' in member ? member.latestMembership : (member.memberships[0] ?? null);
  return {
    ...presentUser(member),
    campgroundId: latest?.campgroundId ?? null,
    campgroundName: latest?.campgroundName ?? null,
    membershipType: latest?.membershipTypeName || 'standard',
    membershipStatus: latest?.status ?? 'active',
    joinDate: member.createdAt.toISOString(),
  };
};

export const presentMemberDetails = (member: MemberDetails) => ({
  ...presentMember(member),
  emergencyContact: member.emergencyContact,
  militaryStatus: member.militaryStatus,
  memberships: member.memberships.map(presentMembership),
});

const isoOrNull = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

export const presentHealth = (health: SystemHealth) => ({
  status: health.status,
  checks: health.checks.map(({ name, status, detail }) => ({ name, status, detail })),
  outboxBacklog: health.figures?.outboxBacklog ?? null,
  oldestUnsentEmailAt: isoOrNull(health.figures?.oldestUnsentEmailAt),
  oldestPendingCheckoutAt: isoOrNull(health.figures?.oldestPendingCheckoutAt),
  lastReconciliationAt: isoOrNull(health.figures?.lastReconciliationAt),
  checkedAt: health.checkedAt.toISOString(),
});

export const presentSchema = (schema: SchemaOverview) => ({
  migrations: schema.migrations.map(({ version, name, appliedAt }) => ({
    version,
    name,
    appliedAt: isoOrNull(appliedAt),
  })),
  unknownVersions: [...schema.unknownVersions],
  tables: schema.tables.map(({ name, rows }) => ({ name, rows })),
});

export const presentClaims = (claims: TokenClaims) => ({
  userId: claims.userId,
  email: claims.email,
  sessionId: claims.sessionId,
  roles: claims.roles.map(({ role, campgroundId }) => ({ role, campgroundId })),
  isSuperAdmin: claims.isSuperAdmin,
});
