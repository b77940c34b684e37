import type { AnswerShape } from './answer-shape';

// The answers of the public page's first reads, as the contract's zod schemas describe them in JSON
// Schema (contract/public.ts); shapes.test.ts checks each against z.toJSONSchema of its schema.

const string: AnswerShape = { type: 'string' };
const number: AnswerShape = { type: 'number' };
const boolean: AnswerShape = { type: 'boolean' };
const nullableString: AnswerShape = { type: ['string', 'null'] };
const nullableNumber: AnswerShape = { type: ['number', 'null'] };
/** z.number().int(): a safe integer. */
const integer: AnswerShape = {
  type: 'integer',
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
};
const arrayOf = (items: AnswerShape): AnswerShape => ({ type: 'array', items });

/** The reads the light client makes itself (index.ts): public GETs whose answers have a shape here. */
export const LIGHT_READS = ['get-campground', 'list-campgrounds'] as const;
export type LightRead = (typeof LIGHT_READS)[number];

let shapes: Record<LightRead | 'public-config', AnswerShape> | null = null;

/**
 * A light read's answer shape, or public-config's. Built at the first use, so that a bundle that
 * only takes the lazy client from this package (the sign-in screens) leaves them out.
 */
export const lightShape = (name: LightRead | 'public-config'): AnswerShape => {
  shapes ??= buildShapes();
  return shapes[name];
};

function buildShapes(): Record<LightRead | 'public-config', AnswerShape> {
  /** A zod object: every field required, unknown keys dropped, or kept when `loose`. */
  const object = (properties: Record<string, AnswerShape>, { loose = false } = {}): AnswerShape => ({
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: loose ? {} : false,
  });

  const success = (data: AnswerShape): AnswerShape =>
    object({ success: { type: 'boolean', const: true }, data });

  const campground = object(
    {
      id: string,
      name: string,
      slug: string,
      description: nullableString,
      address: nullableString,
      city: nullableString,
      state: nullableString,
      zip_code: nullableString,
      phone: nullableString,
      email: nullableString,
      website: nullableString,
      status: string,
      operating_season_start: nullableNumber,
      operating_season_end: nullableNumber,
      adult_only: boolean,
      military_discount_enabled: boolean,
      military_discount_percentage: number,
      branding_logo_url: nullableString,
      branding_primary_color: nullableString,
      branding_secondary_color: nullableString,
      text_color: nullableString,
      booking_url: nullableString,
      product_booking_url: nullableString,
      membership_type_description: nullableString,
      get_in_touch_description: nullableString,
      custom_membership_type_description: boolean,
      custom_get_in_touch_description: boolean,
      public_page_title: nullableString,
      public_page_description: nullableString,
      time_zone: string,
    },
    { loose: true },
  );

  const membershipType = object({
    id: string,
    campground_id: string,
    name: string,
    display_name: string,
    description: nullableString,
    price: number,
    duration_days: integer,
    duration_months: integer,
    is_day_pass: boolean,
    features: arrayOf(string),
    benefits: arrayOf(string),
    is_featured: boolean,
    is_active: boolean,
    sort_order: number,
    military_discount_eligible: boolean,
  });

  return {
    'get-campground': success(
      object({
        campground,
        membershipTypes: arrayOf(membershipType),
        descriptions: object({
          membershipTypes: nullableString,
          information: nullableString,
          hasCustomMembershipTypes: boolean,
          hasCustomInformation: boolean,
        }),
        settings: object({
          text_color: nullableString,
          membership_type_desc: nullableString,
          information_desc: nullableString,
          allow_member_renewals: boolean,
          allow_member_extensions: boolean,
        }),
      }),
    ),
    'list-campgrounds': success(object({ campgrounds: arrayOf(campground) })),
    'public-config': success(object({ stripePublishableKey: nullableString })),
  };
}
