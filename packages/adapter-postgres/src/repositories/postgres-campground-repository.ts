import type {
  CampgroundFields,
  CampgroundRecord,
  CampgroundRepository,
  CampgroundSettingsFields,
  CampgroundSettingsRecord,
  CampgroundStatus,
  NewCampground,
  OwnerStatsFigures,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import { isUniqueViolation, type SqlClient } from '../sql/sql-client';
import { type Columns, column, insertStatement, isUuid, updateStatement } from './columns';

export interface CampgroundRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  address: string;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  listing_id: string | null;
  booking_url: string | null;
  product_booking_url: string | null;
  status: CampgroundStatus;
  adult_only: boolean;
  military_discount_enabled: boolean;
  military_discount_percentage: string;
  operating_season_start: number | null;
  operating_season_end: number | null;
  branding_primary_color: string;
  branding_secondary_color: string;
  branding_text_color: string;
  branding_logo_url: string | null;
  terms_conditions_url: string | null;
  owner_id: string | null;
  public_page_title: string | null;
  public_page_description: string | null;
  membership_type_desc: string | null;
  information_desc: string | null;
  custom_membership_type_desc: boolean;
  custom_information_desc: boolean;
  time_zone: string;
  created_at: Date;
  updated_at: Date;
}

interface SettingsRow {
  campground_id: string;
  code_use_letters: boolean;
  code_use_numbers: boolean;
  code_number_min: number;
  code_number_max: number;
  code_length: number;
  code_prefix: string;
  code_suffix: string;
  code_generate_random_numbers: boolean;
  code_last_consecutive_number: number;
  auto_approve_memberships: boolean;
  allow_member_renewals: boolean;
  allow_member_extensions: boolean;
  require_payment_for_renewals: boolean;
  send_welcome_emails: boolean;
  send_expiration_reminders: boolean;
  expiration_reminder_days: readonly (number | string)[];
  offer_auto_renewal: boolean;
  updated_at: Date;
}

const CAMPGROUND_COLUMNS: Columns<CampgroundFields> = {
  name: column('name'),
  slug: column('slug'),
  description: column('description'),
  address: column('address'),
  city: column('city'),
  state: column('state'),
  zipCode: column('zip_code'),
  phone: column('phone'),
  email: column('email'),
  website: column('website'),
  listingId: column('listing_id'),
  bookingUrl: column('booking_url'),
  productBookingUrl: column('product_booking_url'),
  status: column('status'),
  adultOnly: column('adult_only'),
  militaryDiscountEnabled: column('military_discount_enabled'),
  militaryDiscountPercentage: column('military_discount_percentage'),
  operatingSeasonStart: column('operating_season_start'),
  operatingSeasonEnd: column('operating_season_end'),
  brandingPrimaryColor: column('branding_primary_color'),
  brandingSecondaryColor: column('branding_secondary_color'),
  brandingTextColor: column('branding_text_color'),
  brandingLogoUrl: column('branding_logo_url'),
  termsConditionsUrl: column('terms_conditions_url'),
  ownerId: column('owner_id'),
  publicPageTitle: column('public_page_title'),
  publicPageDescription: column('public_page_description'),
  membershipTypeDesc: column('membership_type_desc'),
  informationDesc: column('information_desc'),
  customMembershipTypeDesc: column('custom_membership_type_desc'),
  customInformationDesc: column('custom_information_desc'),
  timeZone: column('time_zone'),
};

const SETTINGS_COLUMNS: Columns<CampgroundSettingsFields> = {
  codeUseLetters: column('code_use_letters'),
  codeUseNumbers: column('code_use_numbers'),
  codeNumberMin: column('code_number_min'),
  codeNumberMax: column('code_number_max'),
  codeLength: column('code_length'),
  codePrefix: column('code_prefix'),
  codeSuffix: column('code_suffix'),
  codeGenerateRandomNumbers: column('code_generate_random_numbers'),
  codeLastConsecutiveNumber: column('code_last_consecutive_number'),
  autoApproveMemberships: column('auto_approve_memberships'),
  allowMemberRenewals: column('allow_member_renewals'),
  allowMemberExtensions: column('allow_member_extensions'),
  requirePaymentForRenewals: column('require_payment_for_renewals'),
  sendWelcomeEmails: column('send_welcome_emails'),
  sendExpirationReminders: column('send_expiration_reminders'),
  expirationReminderDays: {
    name: 'expiration_reminder_days',
    cast: 'integer[]',
    toSql: (days) => `{${days.map((day) => Math.trunc(day)).join(',')}}`,
  },
  offerAutoRenewal: column('offer_auto_renewal'),
};

export const toCampground = (row: CampgroundRow): CampgroundRecord => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zip_code,
  phone: row.phone,
  email: row.email,
  website: row.website,
  listingId: row.listing_id,
  bookingUrl: row.booking_url,
  productBookingUrl: row.product_booking_url,
  status: row.status,
  adultOnly: row.adult_only,
  militaryDiscountEnabled: row.military_discount_enabled,
  militaryDiscountPercentage: Number(row.military_discount_percentage),
  operatingSeasonStart: row.operating_season_start,
  operatingSeasonEnd: row.operating_season_end,
  brandingPrimaryColor: row.branding_primary_color,
  brandingSecondaryColor: row.branding_secondary_color,
  brandingTextColor: row.branding_text_color,
  brandingLogoUrl: row.branding_logo_url,
  termsConditionsUrl: row.terms_conditions_url,
  ownerId: row.owner_id,
  publicPageTitle: row.public_page_title,
  publicPageDescription: row.public_page_description,
  membershipTypeDesc: row.membership_type_desc,
  informationDesc: row.information_desc,
  customMembershipTypeDesc: row.custom_membership_type_desc,
  customInformationDesc: row.custom_information_desc,
  timeZone: row.time_zone,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toSettings = (row: SettingsRow): CampgroundSettingsRecord => ({
  campgroundId: row.campground_id,
  codeUseLetters: row.code_use_letters,
  codeUseNumbers: row.code_use_numbers,
  codeNumberMin: row.code_number_min,
  codeNumberMax: row.code_number_max,
  codeLength: row.code_length,
  codePrefix: row.code_prefix,
  codeSuffix: row.code_suffix,
  codeGenerateRandomNumbers: row.code_generate_random_numbers,
  codeLastConsecutiveNumber: row.code_last_consecutive_number,
  autoApproveMemberships: row.auto_approve_memberships,
  allowMemberRenewals: row.allow_member_renewals,
  allowMemberExtensions: row.allow_member_extensions,
  requirePaymentForRenewals: row.require_payment_for_renewals,
  sendWelcomeEmails: row.send_welcome_emails,
  sendExpirationReminders: row.send_expiration_reminders,
  expirationReminderDays: row.expiration_reminder_days.map(Number),
  offerAutoRenewal: row.offer_auto_renewal,
  updatedAt: row.updated_at,
});

const SLUG_TAKEN = () => err('SLUG_TAKEN', 'This slug is already in use.');

/**
 * `campgrounds` and `campground_settings`. Absent fields take the column defaults, which are the
 * spec's (CAMPGROUND_DEFAULTS, CAMPGROUND_SETTINGS_DEFAULTS); a campground and its settings are
 * inserted by one statement.
 */
export class PostgresCampgroundRepository implements CampgroundRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(campground: NewCampground): Promise<Result<CampgroundRecord, 'SLUG_TAKEN'>> {
    const { createdAt, ...fields } = campground;
    const insert = insertStatement('campgrounds', CAMPGROUND_COLUMNS, fields, {
      createdAt,
      tail: 'on conflict (slug) do nothing returning *',
    });
    const [row] = await this.sql.query<CampgroundRow>(
      `with created as (${insert.text}),
         settings as (insert into campground_settings (campground_id, updated_at) select id, created_at from created)
       select * from created`,
      insert.params,
    );
    return row ? ok(toCampground(row)) : SLUG_TAKEN();
  }

  async findById(id: string): Promise<CampgroundRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<CampgroundRow>(
      'select * from campgrounds where id = $1 and deleted_at is null',
      [id],
    );
    return row ? toCampground(row) : null;
  }

  async findBySlug(slug: string): Promise<CampgroundRecord | null> {
    const [row] = await this.sql.query<CampgroundRow>(
      'select * from campgrounds where slug = $1 and deleted_at is null',
      [slug],
    );
    return row ? toCampground(row) : null;
  }

  async listByOwner(ownerId: string): Promise<CampgroundRecord[]> {
    if (!isUuid(ownerId)) return [];
    const rows = await this.sql.query<CampgroundRow>(
      'select * from campgrounds where owner_id = $1 and deleted_at is null order by lower(name), name, id',
      [ownerId],
    );
    return rows.map(toCampground);
  }

  async listActive(): Promise<CampgroundRecord[]> {
    // Code-point order, the same on every server whatever its locale.
    const rows = await this.sql.query<CampgroundRow>(
      `select * from campgrounds where status = 'active' and deleted_at is null order by name collate "C", id`,
    );
    return rows.map(toCampground);
  }

  async listByIds(ids: readonly string[]): Promise<CampgroundRecord[]> {
    const known = [...new Set(ids.filter(isUuid))];
    if (known.length === 0) return [];
    const rows = await this.sql.query<CampgroundRow>(
      `select * from campgrounds where id = any($1::uuid[]) and deleted_at is null
       order by lower(name) collate "C", name collate "C", id`,
      [known],
    );
    return rows.map(toCampground);
  }

  async ownerStats(
    ids: readonly string[],
    now: Date,
    expiringWithinDays: number,
  ): Promise<OwnerStatsFigures> {
    const known = [...new Set(ids.filter(isUuid))];
    // Each campground's today in its own zone; the indexes on (campground_id, ...) serve both sums.
    const [row] = await this.sql.query<OwnerStatsFigures>(
      `with owned as (
         select id, ($2::timestamptz at time zone time_zone)::date as today from campgrounds
         where id = any($1::uuid[]) and deleted_at is null and status = 'active'
       ), counted as (
         select count(*) filter (where m.status <> 'archived') as total,
           count(*) filter (where m.status = 'active' and m.end_date >= o.today) as active,
           count(*) filter (where m.status = 'active' and m.end_date between o.today and o.today + $3::int) as expiring
         from owned o join memberships m on m.campground_id = o.id
       )
       select (select count(*) from owned)::int as "totalCampgrounds",
         total::int as "totalMemberships", active::int as "activeMemberships",
         expiring::int as "expiringMemberships",
         (select coalesce(sum(p.amount_cents - p.refunded_cents), 0) from payments p join owned o on o.id = p.campground_id
          where p.status = 'succeeded' and not p.refunded)::float8 as "totalRevenueCents"
       from counted`,
      [known, now, expiringWithinDays],
    );
    if (!row) throw new Error('The owner stats returned no row');
    return row;
  }

  async update(
    id: string,
    patch: Partial<CampgroundFields>,
    at: Date,
  ): Promise<Result<CampgroundRecord | null, 'SLUG_TAKEN'>> {
    if (!isUuid(id)) return ok(null);
    const { text, params } = updateStatement(
      'campgrounds',
      'id',
      id,
      CAMPGROUND_COLUMNS,
      patch,
      at,
      'deleted_at is null',
    );
    try {
      // A savepoint, so a taken slug leaves an enclosing unit of work usable.
      const [row] = await this.sql.transaction((tx) => tx.query<CampgroundRow>(text, params));
      return ok(row ? toCampground(row) : null);
    } catch (error) {
      if (isUniqueViolation(error, 'campgrounds_slug_key')) return SLUG_TAKEN();
      throw error;
    }
  }

  async setOwnerIfUnowned(id: string, ownerId: string, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sql.query(
      'update campgrounds set owner_id = $2, updated_at = $3 where id = $1 and owner_id is null and deleted_at is null returning id',
      [id, ownerId, at],
    );
    return rows.length > 0;
  }

  async remove(id: string, at: Date): Promise<CampgroundRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql.query<CampgroundRow>(
      `update campgrounds set deleted_at = $2 where id = $1 and deleted_at is null
       returning *`,
      [id, at],
    );
    return row ? toCampground(row) : null;
  }

  async findSettings(campgroundId: string): Promise<CampgroundSettingsRecord | null> {
    if (!isUuid(campgroundId)) return null;
    const [row] = await this.sql.query<SettingsRow>(
      'select * from campground_settings where campground_id = $1',
      [campgroundId],
    );
    return row ? toSettings(row) : null;
  }

  async updateSettings(
    campgroundId: string,
    patch: Partial<CampgroundSettingsFields>,
    at: Date,
  ): Promise<CampgroundSettingsRecord | null> {
    if (!isUuid(campgroundId)) return null;
    const { text, params } = updateStatement(
      'campground_settings',
      'campground_id',
      campgroundId,
      SETTINGS_COLUMNS,
      patch,
      at,
    );
    const [row] = await this.sql.query<SettingsRow>(text, params);
    return row ? toSettings(row) : null;
  }

  async claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null> {
    if (!isUuid(campgroundId)) return null;
    // One UPDATE takes the row lock, so concurrent purchases each get their own number.
    const [row] = await this.sql.query<{ claimed: number }>(
      `update campground_settings set
         code_last_consecutive_number = case
           when code_last_consecutive_number + 1 between code_number_min and code_number_max
             then code_last_consecutive_number + 1
           else code_number_min end,
         updated_at = $2
       where campground_id = $1
       returning code_last_consecutive_number as claimed`,
      [campgroundId, at],
    );
    return row ? row.claimed : null;
  }
}
