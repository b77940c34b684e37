import type { Result } from '@camppass/domain';

/** 03 §3 and 04 §3; a missing status reads as active. */
export type CampgroundStatus = 'active' | 'inactive' | 'pending' | 'suspended';

/** Every stored campground field of 03 §3, camelCased. `ownerName` is derived, not stored. */
export interface CampgroundFields {
  readonly name: string;
  /** Lower-case letters, digits and hyphens; unique. */
  readonly slug: string;
  readonly description: string | null;
  readonly address: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly zipCode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly website: string | null;
  /** `{product}_listing_id`: the campground's listing at the reservation-software provider. */
  readonly listingId: string | null;
  readonly bookingUrl: string | null;
  /** `{product}_booking_url` (04 §3). */
  readonly productBookingUrl: string | null;
  readonly status: CampgroundStatus;
  readonly adultOnly: boolean;
  readonly militaryDiscountEnabled: boolean;
  /** Whole or fractional percent (15 = 15 %). */
  readonly militaryDiscountPercentage: number;
  /** Month 1-12; a season may cross the year (Nov to Mar). */
  readonly operatingSeasonStart: number | null;
  readonly operatingSeasonEnd: number | null;
  readonly brandingPrimaryColor: string;
  readonly brandingSecondaryColor: string;
  /** `branding_text_color`, also the settings' `text_color`. */
  readonly brandingTextColor: string;
  readonly brandingLogoUrl: string | null;
  readonly termsConditionsUrl: string | null;
  readonly ownerId: string | null;
  readonly publicPageTitle: string | null;
  readonly publicPageDescription: string | null;
  /** Membership Type Description (also the settings' `membership_type_desc`). */
  readonly membershipTypeDesc: string | null;
  /** Get in Touch Description (also the settings' `information_desc`). */
  readonly informationDesc: string | null;
  readonly customMembershipTypeDesc: boolean;
  readonly customInformationDesc: boolean;
  /** IANA zone in which the campground's "today" is taken (ARCHITECTURE §4). */
  readonly timeZone: string;
}

export interface CampgroundRecord extends CampgroundFields {
  readonly id: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The spec's defaults for fields a new campground does not give (03 §3, §9; 01 §9). */
export const CAMPGROUND_DEFAULTS: Omit<CampgroundFields, 'name' | 'slug'> = {
  description: null,
  address: 'No address',
  city: null,
  state: null,
  zipCode: null,
  phone: null,
  email: null,
  website: null,
  listingId: null,
  bookingUrl: null,
  productBookingUrl: null,
  status: 'active',
  adultOnly: false,
  militaryDiscountEnabled: false,
  militaryDiscountPercentage: 15,
  operatingSeasonStart: null,
  operatingSeasonEnd: null,
  brandingPrimaryColor: '#3B82F6',
  brandingSecondaryColor: '#64748B',
  brandingTextColor: '#FFFFFF',
  brandingLogoUrl: null,
  termsConditionsUrl: null,
  ownerId: null,
  publicPageTitle: null,
  publicPageDescription: null,
  membershipTypeDesc: null,
  informationDesc: null,
  customMembershipTypeDesc: false,
  customInformationDesc: false,
  timeZone: 'America/Chicago',
};

export type NewCampground = Pick<CampgroundFields, 'name' | 'slug'> &
  Partial<CampgroundFields> & { readonly createdAt: Date };

/**
 * Membership-code and membership-workflow settings of one campground (03 §3). The settings'
 * `text_color`, `membership_type_desc` and `information_desc` are the campground's own fields.
 */
export interface CampgroundSettingsFields {
  readonly codeUseLetters: boolean;
  readonly codeUseNumbers: boolean;
  readonly codeNumberMin: number;
  readonly codeNumberMax: number;
  readonly codeLength: number;
  readonly codePrefix: string;
  readonly codeSuffix: string;
  readonly codeGenerateRandomNumbers: boolean;
  readonly codeLastConsecutiveNumber: number;
  readonly autoApproveMemberships: boolean;
  readonly allowMemberRenewals: boolean;
  readonly allowMemberExtensions: boolean;
  readonly requirePaymentForRenewals: boolean;
  readonly sendWelcomeEmails: boolean;
  readonly sendExpirationReminders: boolean;
  /** The days before the last day on which reminders go out, each once, most days first. */
  readonly expirationReminderDays: readonly number[];
  /**
   * Members may choose to have their memberships renew themselves; only where renewals are allowed
   * and paid for (issue 25).
   */
  readonly offerAutoRenewal: boolean;
}

export interface CampgroundSettingsRecord extends CampgroundSettingsFields {
  readonly campgroundId: string;
  readonly updatedAt: Date;
}

/** Defaults when unset (03 §9). */
export const CAMPGROUND_SETTINGS_DEFAULTS: CampgroundSettingsFields = {
  codeUseLetters: true,
  codeUseNumbers: true,
  codeNumberMin: 1,
  codeNumberMax: 9999,
  codeLength: 8,
  codePrefix: '',
  codeSuffix: '',
  codeGenerateRandomNumbers: true,
  codeLastConsecutiveNumber: 0,
  autoApproveMemberships: false,
  allowMemberRenewals: true,
  allowMemberExtensions: true,
  requirePaymentForRenewals: true,
  sendWelcomeEmails: true,
  sendExpirationReminders: true,
  expirationReminderDays: [30],
  offerAutoRenewal: true,
};

/** Owner stats of 03 §3, counted by the database over the owner's active campgrounds. */
export interface OwnerStatsFigures {
  readonly totalCampgrounds: number;
  /** Every membership but the archived ones (the purchase's logical delete). */
  readonly totalMemberships: number;
  /** Status active and the end date not passed. */
  readonly activeMemberships: number;
  /** Active memberships whose end date falls between today and `expiringWithinDays` from today. */
  readonly expiringMemberships: number;
  /** Cents: payments that succeeded, less those refunded. */
  readonly totalRevenueCents: number;
}

/**
 * Campgrounds and their settings (every campground has exactly one settings record). Removed
 * campgrounds are invisible to every method here.
 */
export interface CampgroundRepository {
  /**
   * Creates the campground with {@link CAMPGROUND_DEFAULTS} for absent fields, and its settings
   * with {@link CAMPGROUND_SETTINGS_DEFAULTS}; `SLUG_TAKEN` when the slug is in use.
   */
  create(campground: NewCampground): Promise<Result<CampgroundRecord, 'SLUG_TAKEN'>>;
  findById(id: string): Promise<CampgroundRecord | null>;
  findBySlug(slug: string): Promise<CampgroundRecord | null>;
  /** The owner's campgrounds, by name. */
  listByOwner(ownerId: string): Promise<CampgroundRecord[]>;
  /** Campgrounds whose status is active, by name in code-point order (04 §2 campground picker). */
  listActive(): Promise<CampgroundRecord[]>;
  /** The campgrounds with these ids, every status, by name (case-insensitive); unknown ids are skipped. */
  listByIds(ids: readonly string[]): Promise<CampgroundRecord[]>;
  /**
   * The owner stats of 03 §3 over those of these campgrounds that are active, each membership dated
   * in its campground's time zone as of `now`; expiring is the domain's window, `expiringWithinDays`.
   */
  ownerStats(ids: readonly string[], now: Date, expiringWithinDays: number): Promise<OwnerStatsFigures>;
  /** Changes the given fields; `null` when there is no such campground, `SLUG_TAKEN` for a used slug. */
  update(
    id: string,
    patch: Partial<CampgroundFields>,
    at: Date,
  ): Promise<Result<CampgroundRecord | null, 'SLUG_TAKEN'>>;
  /**
   * Sets the owner only while the campground has none; `true` when this call set it (so two
   * invitations to one campground cannot both succeed).
   */
  setOwnerIfUnowned(id: string, ownerId: string, at: Date): Promise<boolean>;
  /**
   * Removes the campground from view
   * (docs/decisions/admin-area.md#deleting-a-campground-removes-it-from-view): no read of this
   * repository finds it again and its slug stays taken, while its memberships, payments and audit
   * entries keep pointing at it. Answers the campground as it was; `null` when there is no such
   * campground (or it was removed).
   */
  remove(id: string, at: Date): Promise<CampgroundRecord | null>;
  findSettings(campgroundId: string): Promise<CampgroundSettingsRecord | null>;
  /** Changes the given settings; `null` when there is no such campground. */
  updateSettings(
    campgroundId: string,
    patch: Partial<CampgroundSettingsFields>,
    at: Date,
  ): Promise<CampgroundSettingsRecord | null>;
  /**
   * Advances the campground's consecutive code counter by one, wrapping to the minimum past the
   * maximum, and answers the number claimed. Atomic: concurrent purchases never get the same number.
   * `null` when the campground has no settings.
   */
  claimConsecutiveCodeNumber(campgroundId: string, at: Date): Promise<number | null>;
}
