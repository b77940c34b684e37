import type { MembershipPaymentStatus, MembershipStatus, OwnerMemberExportRow } from '@camppass/core';
import type { CalendarDate } from '@camppass/domain';

/**
 * The columns of the members export (03 §9) only, from `memberships m` with its campground `c`, type
 * `t`, user `u` and profile `p`: a third of a list row's, so a large export reads and parses less.
 */
export const EXPORT_COLUMNS = `c.name as campground_name, c.time_zone, m.membership_code, t.display_name as type_name,
    m.status, m.start_date, m.end_date, m.payment_status, m.price_paid_cents, m.is_military_discount, u.email,
    p.first_name, p.last_name, p.phone, p.city, p.state_province, p.military_status`;

export interface ExportRow {
  campground_name: string;
  time_zone: string;
  membership_code: string;
  type_name: string;
  status: MembershipStatus;
  start_date: string;
  end_date: string;
  payment_status: MembershipPaymentStatus;
  price_paid_cents: number;
  is_military_discount: boolean;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  city: string | null;
  state_province: string | null;
  military_status: string | null;
  has_id_photo: boolean;
}

export const toExportRow = (row: ExportRow): OwnerMemberExportRow => ({
  campgroundName: row.campground_name,
  campgroundTimeZone: row.time_zone,
  membershipCode: row.membership_code,
  membershipTypeName: row.type_name,
  status: row.status,
  startDate: row.start_date as CalendarDate,
  endDate: row.end_date as CalendarDate,
  paymentStatus: row.payment_status,
  pricePaidCents: row.price_paid_cents,
  isMilitaryDiscount: row.is_military_discount,
  email: row.email,
  profile: {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone,
    city: row.city,
    stateProvince: row.state_province,
    militaryStatus: row.military_status,
  },
  hasIdPhoto: row.has_id_photo,
});
