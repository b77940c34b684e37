import type { OwnerCampground, OwnerMember, OwnerMemberDetail, OwnerMemberStats } from '@camppass/client';
import { pageOf } from '../../shared/testing/page-of';
import type { fakeServer } from '../../shared/testing/render-portal';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';

export const aCampground = (id: string, name: string, role: OwnerCampground['caller_role'] = 'owner') =>
  anOwnerCampground({ id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), caller_role: role });

export const aMember = (n: number, fields: Partial<OwnerMember> = {}): OwnerMember => ({
  id: `m-${n}`,
  full_name: `Member ${n}`,
  status: 'active',
  status_label: 'Active',
  is_expiring_soon: false,
  days_until_expiration: 200,
  is_military_member: false,
  has_military_document: false,
  military_discount_formatted: null,
  auto_renewal: false,
  next_charge_date: null,
  membership_code: `PVC-${String(n).padStart(4, '0')}`,
  membership_type: { id: 't-1', display_name: 'Annual Pass' },
  membership_duration_days: 365,
  purchase_date: '2026-03-01T15:00:00.000Z',
  start_date: '2026-03-01',
  end_date: '2027-02-28',
  payment_status: 'paid',
  price_paid_cents: 4900,
  price_paid_formatted: '$49.00',
  has_id_photo: false,
  has_signature: false,
  has_profile: true,
  full_address: '1 Lake Road, Pine, CO, 80000, US',
  campground_id: 'c-1',
  campground_name: 'Pine Valley',
  created_at: '2026-03-01T15:00:00.000Z',
  member_profile: {
    id: `u-${n}`,
    email: `member${n}@camppass.test`,
    first_name: 'Member',
    last_name: String(n),
    phone: '+15550100',
    date_of_birth: '1990-05-04',
    numid: null,
    street_address: '1 Lake Road',
    city: 'Pine',
    state_province: 'CO',
    postal_code: '80000',
    country: 'US',
    military_status: null,
    special_requests: null,
  },
  ...fields,
});

export const someStats = (fields: Partial<OwnerMemberStats> = {}): OwnerMemberStats => ({
  total_members: 25,
  total_memberships: 25,
  active_members: 20,
  upcoming_members: 0,
  expired_members: 3,
  cancelled_members: 0,
  pending_members: 2,
  total_revenue: 122_500,
  pending_payments: 2,
  expiring_soon: 4,
  members_with_numid: 0,
  members_with_signatures: 0,
  military_members: 1,
  members_with_photos: 2,
  membership_types: [
    {
      membership_type_id: 't-1',
      campground_id: 'c-1',
      display_name: 'Annual Pass',
      count: 25,
      active: 20,
      expired: 3,
      pending: 2,
      cancelled: 0,
      revenue: 122_500,
    },
  ],
  revenue_by_month: [],
  by_campground: [{ campground_id: 'c-1', campground_name: 'Pine Valley', count: 25 }],
  ...fields,
});

export const aDetail = (member: OwnerMember, fields: Partial<OwnerMemberDetail> = {}): OwnerMemberDetail => ({
  member,
  membership_type: {
    id: member.membership_type.id,
    display_name: member.membership_type.display_name,
    duration_days: member.membership_duration_days,
    price_cents: member.price_paid_cents,
    price_formatted: member.price_paid_formatted,
  },
  timeline: {
    purchase_date: member.purchase_date,
    start_date: member.start_date,
    end_date: member.end_date,
    auto_renewal: member.auto_renewal,
    next_charge_date: member.auto_renewal ? '2027-02-25' : null,
  },
  payment: {
    payment_status: member.payment_status,
    price_paid_cents: member.price_paid_cents,
    price_paid_formatted: member.price_paid_formatted,
    total_paid_cents: member.price_paid_cents,
    total_paid_formatted: member.price_paid_formatted,
    payments: [],
  },
  military: {
    is_military_member: member.is_military_member,
    military_status: member.member_profile.military_status,
    military_discount_formatted: member.military_discount_formatted,
    documents: [],
  },
  documents: [],
  special_requests: member.member_profile.special_requests,
  attention: [],
  ...fields,
});

/** A page of members in the envelope of get-campground-members, 10 a page unless told. */
export const membersPage = (data: OwnerMember[], page = 1, limit = 10, totalCount = data.length) =>
  pageOf(data, page, limit, totalCount);

/**
 * The owner dashboard at its Members tab, signed in as the demo owner, the shell answering
 * `campgrounds` (Pine Valley by default); every URL of get-campground-members is kept, and
 * `queries()` gives their query parameters in order.
 */
export function openMembers(
  handlers: Parameters<typeof fakeServer>[0],
  campgrounds: OwnerCampground[] = [aCampground('c-1', 'Pine Valley')],
) {
  const listUrls: string[] = [];
  const opened = openOwner('members', {
    'owner-campgrounds': () => ownerCampgroundsAnswer(campgrounds),
    'get-campground-member-stats': () => [200, { success: true, data: someStats() }],
    ...handlers,
    'get-campground-members': (body, request) => {
      listUrls.push(request.url);
      const handler = handlers['get-campground-members'];
      return handler ? handler(body, request) : [200, membersPage([])];
    },
  });
  const queries = () => listUrls.map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
  return { ...opened, queries };
}
