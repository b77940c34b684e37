import { successSchema } from './envelope';
import type { FunctionContract } from './function-contract';
import { publicCampgroundFieldsSchema } from './public-page';
import { z } from './zod';

// The Settings tab's campground-crud (03 §2.4, §3, §5, §7): read and update a campground and its
// settings, and its logo and terms PDF as files of their own.

const campgroundId = z.string().max(100);
const text = (max: number) => z.string().max(max).nullable();
const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colours are #RRGGBB');

/** The campground as the settings tab reads it: the public fields plus terms, owner and dates. */
export const settingsCampgroundSchema = publicCampgroundFieldsSchema.extend({
  terms_conditions_url: z.string().nullable(),
  owner_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * 'owner' and 'super_admin' may change it; 'staff' reads it
   * (docs/decisions/owner-area.md#staff-versus-owner-in-the-owner-area).
   */
  caller_role: z.enum(['owner', 'staff', 'super_admin']),
});
export type SettingsCampground = z.infer<typeof settingsCampgroundSchema>;

/** Campground settings of 03 §3 (text colour and the two descriptions are the campground's). */
export const campgroundSettingsSchema = z.object({
  code_use_letters: z.boolean(),
  code_use_numbers: z.boolean(),
  code_number_min: z.number(),
  code_number_max: z.number(),
  code_length: z.number(),
  code_prefix: z.string(),
  code_suffix: z.string(),
  code_generate_random_numbers: z.boolean(),
  code_last_consecutive_number: z.number(),
  auto_approve_memberships: z.boolean(),
  allow_member_renewals: z.boolean(),
  allow_member_extensions: z.boolean(),
  require_payment_for_renewals: z.boolean(),
  /** Members may choose "Renew automatically" (issue 25); only where renewals are allowed and paid. */
  offer_auto_renewal: z.boolean(),
  send_welcome_emails: z.boolean(),
  send_expiration_reminders: z.boolean(),
  /** The days before the last day on which reminders go out, most days first (30, 7, 1). */
  expiration_reminder_days: z.array(z.number()),
  text_color: z.string().nullable(),
  membership_type_desc: z.string().nullable(),
  information_desc: z.string().nullable(),
});
export type CampgroundSettings = z.infer<typeof campgroundSettingsSchema>;

/** The server's sample code; null while the stored settings could not make one. */
export const codePreviewSchema = z.object({
  sampleMembershipCode: z.string().nullable(),
  codeStyle: z.enum(['combined', 'letters', 'numbers']),
});

export const campgroundCrudQuerySchema = z.object({ campground_id: campgroundId });
export type CampgroundCrudQuery = z.input<typeof campgroundCrudQuerySchema>;

export const campgroundCrudResponseSchema = successSchema.extend({
  data: z.object({
    campground: settingsCampgroundSchema,
    settings: campgroundSettingsSchema,
    preview: codePreviewSchema,
  }),
});
export type CampgroundCrudResponse = z.infer<typeof campgroundCrudResponseSchema>;
export type CampgroundCrudData = CampgroundCrudResponse['data'];

/** The campground fields the settings form changes; the slug and status are not among them. */
export const campgroundUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter the campground name').max(200),
    description: text(5000),
    address: z.string().max(500),
    city: text(200),
    state: text(200),
    zip_code: text(50),
    phone: text(50),
    email: text(320),
    website: text(2000),
    booking_url: text(2000),
    adult_only: z.boolean(),
    military_discount_enabled: z.boolean(),
    military_discount_percentage: z.number(),
    operating_season_start: z.number().nullable(),
    operating_season_end: z.number().nullable(),
    branding_primary_color: colour,
    branding_secondary_color: colour,
    text_color: colour,
    public_page_title: text(200),
    public_page_description: text(5000),
    membership_type_desc: text(5000),
    information_desc: text(5000),
  })
  .partial();

/** The settings the form changes; the code rules of 03 §5 are the domain's, with its messages. */
export const settingsUpdateSchema = campgroundSettingsSchema
  .omit({ text_color: true, membership_type_desc: true, information_desc: true })
  .extend({
    code_prefix: z.string().max(20),
    code_suffix: z.string().max(20),
    // The range and count are the domain's (reminderDaysError), with its messages; this only bounds the size.
    expiration_reminder_days: z.array(z.number()).max(50),
  })
  .partial();

/** PUT campground-crud: the fields given change, the rest stay; answers what GET answers. */
export const campgroundUpdateRequestSchema = z.object({
  campground_id: campgroundId,
  campground: campgroundUpdateSchema.default({}),
  settings: settingsUpdateSchema.default({}),
});
export type CampgroundUpdateRequest = z.input<typeof campgroundUpdateRequestSchema>;

export const campgroundFileTargetSchema = z.object({ campground_id: campgroundId });
export type CampgroundFileTarget = z.input<typeof campgroundFileTargetSchema>;

export const campgroundLogoResponseSchema = successSchema.extend({
  data: z.object({ branding_logo_url: z.string().nullable() }),
});
export const campgroundTermsResponseSchema = successSchema.extend({
  data: z.object({ terms_conditions_url: z.string().nullable() }),
});

/** The settings tab's functions, spread into the owner area's table. */
export const OWNER_CAMPGROUND_FUNCTIONS = {
  'campground-crud': {
    method: 'GET',
    access: 'bearer',
    summary: 'A campground the caller owns or staffs, its settings and the sample membership code.',
    request: campgroundCrudQuerySchema,
    response: campgroundCrudResponseSchema,
  },
  'campground-crud-update': {
    method: 'PUT',
    path: 'campground-crud',
    access: 'bearer',
    summary: 'PUT campground-crud: change the campground and its settings (owner or super admin).',
    request: campgroundUpdateRequestSchema,
    response: campgroundCrudResponseSchema,
  },
  // The file is the raw body, not JSON, so these two have no request schema here.
  'upload-campground-logo': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Replace the logo (raw body, ?campground_id=; JPG, PNG, GIF, WebP or SVG by content, 5 MB; owner or super admin).',
    response: campgroundLogoResponseSchema,
  },
  'remove-campground-logo': {
    method: 'POST',
    access: 'bearer',
    summary: 'Remove the logo: its URL cleared and its file deleted (owner or super admin).',
    request: campgroundFileTargetSchema,
    response: campgroundLogoResponseSchema,
  },
  'upload-campground-terms': {
    method: 'POST',
    access: 'bearer',
    summary:
      'Replace the terms and conditions PDF (raw body, ?campground_id=; PDF by content, not empty, 10 MB; owner or super admin).',
    response: campgroundTermsResponseSchema,
  },
  'remove-campground-terms': {
    method: 'POST',
    access: 'bearer',
    summary: 'Remove the terms PDF: its URL cleared and its file deleted (owner or super admin).',
    request: campgroundFileTargetSchema,
    response: campgroundTermsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;

/** The raw-body uploads of the settings tab. */
/** The functions that take a campground's file as their request body. */
export type CampgroundUploadName =
  | 'upload-campground-logo'
  | 'upload-campground-terms'
  | 'member-import-dry-run'
  | 'import-members';
