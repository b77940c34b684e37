import type { CampgroundCrudData, CampgroundUpdateRequest } from '@camppass/client';
import {
  CAMPGROUND_SETTINGS_WORDS,
  type CodeSettings,
  codeSettingsFromColumns,
  type FieldErrors,
  formatReminderDays,
  parseReminderDays,
  previewMembershipCode,
  validateCampgroundSettings,
} from '@camppass/domain';

/** The Settings form: the campground fields and settings of 03 §3 the owner may change. */
export interface SettingsForm {
  readonly campground: {
    readonly name: string;
    readonly description: string;
    readonly address: string;
    readonly city: string;
    readonly state: string;
    readonly zip_code: string;
    readonly phone: string;
    readonly email: string;
    readonly website: string;
    readonly booking_url: string;
    readonly adult_only: boolean;
    readonly military_discount_enabled: boolean;
    readonly military_discount_percentage: number;
    readonly operating_season_start: number | null;
    readonly operating_season_end: number | null;
    readonly branding_primary_color: string;
    readonly branding_secondary_color: string;
    readonly text_color: string;
    readonly public_page_title: string;
    readonly public_page_description: string;
    readonly membership_type_desc: string;
    readonly information_desc: string;
  };
  readonly settings: {
    readonly code_use_letters: boolean;
    readonly code_use_numbers: boolean;
    readonly code_number_min: number;
    readonly code_number_max: number;
    readonly code_length: number;
    readonly code_prefix: string;
    readonly code_suffix: string;
    readonly code_generate_random_numbers: boolean;
    readonly code_last_consecutive_number: number;
    readonly auto_approve_memberships: boolean;
    readonly allow_member_renewals: boolean;
    readonly allow_member_extensions: boolean;
    readonly require_payment_for_renewals: boolean;
    readonly offer_auto_renewal: boolean;
    readonly send_welcome_emails: boolean;
    readonly send_expiration_reminders: boolean;
    /** As typed: '30, 7, 1'. */
    readonly expiration_reminder_days: string;
  };
}

export type CampgroundField = keyof SettingsForm['campground'];
export type SettingsField = keyof SettingsForm['settings'];

/** The form as the server's answer fills it. */
export const formOf = ({ campground: c, settings: s }: CampgroundCrudData): SettingsForm => ({
  campground: {
    name: c.name,
    description: c.description ?? '',
    address: c.address ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    zip_code: c.zip_code ?? '',
    phone: c.phone ?? '',
    email: c.email ?? '',
    website: c.website ?? '',
    booking_url: c.booking_url ?? '',
    adult_only: c.adult_only,
    military_discount_enabled: c.military_discount_enabled,
    military_discount_percentage: c.military_discount_percentage,
    operating_season_start: c.operating_season_start,
    operating_season_end: c.operating_season_end,
    branding_primary_color: c.branding_primary_color ?? '#3B82F6',
    branding_secondary_color: c.branding_secondary_color ?? '#64748B',
    text_color: c.text_color ?? '#FFFFFF',
    public_page_title: c.public_page_title ?? '',
    public_page_description: c.public_page_description ?? '',
    membership_type_desc: s.membership_type_desc ?? '',
    information_desc: s.information_desc ?? '',
  },
  settings: {
    code_use_letters: s.code_use_letters,
    code_use_numbers: s.code_use_numbers,
    code_number_min: s.code_number_min,
    code_number_max: s.code_number_max,
    code_length: s.code_length,
    code_prefix: s.code_prefix,
    code_suffix: s.code_suffix,
    code_generate_random_numbers: s.code_generate_random_numbers,
    code_last_consecutive_number: s.code_last_consecutive_number,
    auto_approve_memberships: s.auto_approve_memberships,
    allow_member_renewals: s.allow_member_renewals,
    allow_member_extensions: s.allow_member_extensions,
    require_payment_for_renewals: s.require_payment_for_renewals,
    offer_auto_renewal: s.offer_auto_renewal,
    send_welcome_emails: s.send_welcome_emails,
    send_expiration_reminders: s.send_expiration_reminders,
    expiration_reminder_days: formatReminderDays(s.expiration_reminder_days),
  },
});

const OPTIONAL_TEXT = [
  'description',
  'city',
  'state',
  'zip_code',
  'phone',
  'email',
  'website',
  'booking_url',
  'public_page_title',
  'public_page_description',
  'membership_type_desc',
  'information_desc',
] as const;

/** The PUT body: blank optional text is sent as null (03 §5). */
export const updateRequestOf = (campgroundId: string, form: SettingsForm): CampgroundUpdateRequest => {
  const campground: Record<string, unknown> = { ...form.campground, name: form.campground.name.trim() };
  for (const field of OPTIONAL_TEXT) {
    const value = form.campground[field].trim();
    campground[field] = value === '' ? null : value;
  }
  return {
    campground_id: campgroundId,
    campground: campground as CampgroundUpdateRequest['campground'],
    settings: {
      ...form.settings,
      expiration_reminder_days: parseReminderDays(form.settings.expiration_reminder_days) ?? [],
    },
  };
};

const codeSettingsOfForm = (form: SettingsForm): CodeSettings => codeSettingsFromColumns(form.settings);

/** The live sample code while editing (03 §4), computed by the domain; null while the settings are invalid. */
export const livePreview = (form: SettingsForm, slug: string): string | null =>
  previewMembershipCode(codeSettingsOfForm(form), slug);

/** The form's problems by the rules of 03 §5, keyed by the contract's field names, as the server keys them. */
export const formErrors = (form: SettingsForm): FieldErrors => {
  const days = parseReminderDays(form.settings.expiration_reminder_days);
  const checked = validateCampgroundSettings({
    code: codeSettingsOfForm(form),
    military_discount_percentage: form.campground.military_discount_percentage,
    operating_season_start: form.campground.operating_season_start,
    operating_season_end: form.campground.operating_season_end,
    expiration_reminder_days: days ?? [],
  });
  const unreadable: FieldErrors =
    days === null ? { expiration_reminder_days: CAMPGROUND_SETTINGS_WORDS.reminderDaysUnreadable } : {};
  if (checked.ok) return unreadable;
  return Object.fromEntries(
    Object.entries({ ...checked.fieldErrors, ...unreadable }).map(([field, message]) => [
      /^(military|operating|expiration)/.test(field)
        ? field
        : `code_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`,
      message,
    ]),
  );
};
