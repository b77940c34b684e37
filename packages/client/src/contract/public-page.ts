import type { FunctionContract } from './function-contract';
import { z } from './zod';

// The public page's first reads (04 §3, §7): the campground with its plans, the campgrounds of the
// /membership picker, and the server's public settings. No sign-in needed.

/** GET get-campground: by id or by slug, never both. */
export const getCampgroundQuerySchema = z
  .object({ id: z.string().max(100).optional(), slug: z.string().max(200).optional() })
  .refine((q) => Boolean(q.id) !== Boolean(q.slug), { message: 'Give either id or slug' });
export type GetCampgroundQuery = z.input<typeof getCampgroundQuerySchema>;

/** A campground in the fields of 04 §3 (snake_case, as the page reads them). */
export const publicCampgroundFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  status: z.string(),
  operating_season_start: z.number().nullable(),
  operating_season_end: z.number().nullable(),
  adult_only: z.boolean(),
  military_discount_enabled: z.boolean(),
  military_discount_percentage: z.number(),
  branding_logo_url: z.string().nullable(),
  branding_primary_color: z.string().nullable(),
  branding_secondary_color: z.string().nullable(),
  text_color: z.string().nullable(),
  booking_url: z.string().nullable(),
  product_booking_url: z.string().nullable(),
  membership_type_description: z.string().nullable(),
  get_in_touch_description: z.string().nullable(),
  custom_membership_type_description: z.boolean(),
  custom_get_in_touch_description: z.boolean(),
  public_page_title: z.string().nullable(),
  public_page_description: z.string().nullable(),
  time_zone: z.string(),
});
export type PublicCampgroundFields = z.infer<typeof publicCampgroundFieldsSchema>;
/** Loose: the answer also carries `{product}_booking_url`, whose name follows the product. */
export const publicCampgroundSchema = publicCampgroundFieldsSchema.loose();
export type PublicCampground = z.infer<typeof publicCampgroundSchema>;

/** A plan (membership type) of 04 §3; `price` in dollars. */
export const publicMembershipTypeSchema = z.object({
  id: z.string(),
  campground_id: z.string(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  duration_days: z.number().int(),
  duration_months: z.number().int(),
  is_day_pass: z.boolean(),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number(),
  military_discount_eligible: z.boolean(),
});
export type PublicMembershipType = z.infer<typeof publicMembershipTypeSchema>;

export const campgroundDescriptionsSchema = z.object({
  membershipTypes: z.string().nullable(),
  information: z.string().nullable(),
  hasCustomMembershipTypes: z.boolean(),
  hasCustomInformation: z.boolean(),
});
export type CampgroundDescriptions = z.infer<typeof campgroundDescriptionsSchema>;

/** The settings the public page may read; code settings stay private. */
export const publicSettingsSchema = z.object({
  text_color: z.string().nullable(),
  membership_type_desc: z.string().nullable(),
  information_desc: z.string().nullable(),
  allow_member_renewals: z.boolean(),
  allow_member_extensions: z.boolean(),
  /**
   * The campground offers "Renew automatically" (renewals allowed and paid, the owner's offer on);
   * the wizard shows it for types of a month or longer. Absent reads as not offered.
   */
  offer_auto_renewal: z.boolean().optional(),
  /**
   * `false` while the campground's payouts account takes no card payments: nothing can be bought,
   * renewed or extended, and the page says "Memberships are not on sale yet." (the domain's
   * MEMBERSHIPS_NOT_ON_SALE). The server always sends it; absent reads as on sale.
   */
  on_sale: z.boolean().optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const getCampgroundResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    campground: publicCampgroundSchema,
    membershipTypes: z.array(publicMembershipTypeSchema),
    descriptions: campgroundDescriptionsSchema,
    settings: publicSettingsSchema,
  }),
});
export type GetCampgroundResponse = z.infer<typeof getCampgroundResponseSchema>;

/** GET list-campgrounds: the active campgrounds of the /membership picker. */
export const listCampgroundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ campgrounds: z.array(publicCampgroundSchema) }),
});
export type ListCampgroundsResponse = z.infer<typeof listCampgroundsResponseSchema>;

/** GET /functions/v1/public-config: the server's public settings, outside the functions table. */
export const PUBLIC_CONFIG_PATH = '/functions/v1/public-config';
export const publicConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Stripe's publishable key; null when the server runs the simulated gateway. */
    stripePublishableKey: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigResponseSchema>['data'];

/** The public page's first reads, spread into the public area's table. */
export const PUBLIC_PAGE_FUNCTIONS = {
  'get-campground': {
    method: 'GET',
    access: 'public',
    summary: 'A public campground by id or slug, its active plans and public settings.',
    request: getCampgroundQuerySchema,
    response: getCampgroundResponseSchema,
  },
  'list-campgrounds': {
    method: 'GET',
    access: 'public',
    summary: 'Active campgrounds by name (the /membership picker).',
    response: listCampgroundsResponseSchema,
  },
} as const satisfies Record<string, FunctionContract>;
