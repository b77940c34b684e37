import type { GetCampgroundResponse, PublicCampground, PublicMembershipType } from '@camppass/client';

/** get-campground's data: the campground, its types, descriptions and public settings. */
type CampgroundPageData = GetCampgroundResponse['data'];

/** A campground, its plans and settings as get-campground answers them, for the areas' tests. */
export const aCampground = (overrides: Partial<PublicCampground> = {}): PublicCampground => ({
  id: 'cg-1',
  name: 'Pine Valley RV Resort',
  slug: 'pine-valley',
  description: 'Shaded RV sites under tall pines.',
  address: '1200 Pine Valley Road',
  city: 'Huntsville',
  state: 'Texas',
  zip_code: '77340',
  phone: '+1 936 555 0142',
  email: 'office@pinevalley.test',
  website: null,
  status: 'active',
  operating_season_start: null,
  operating_season_end: null,
  adult_only: false,
  military_discount_enabled: true,
  military_discount_percentage: 15,
  branding_logo_url: null,
  branding_primary_color: null,
  branding_secondary_color: null,
  text_color: null,
  booking_url: null,
  product_booking_url: null,
  membership_type_description: null,
  get_in_touch_description: null,
  custom_membership_type_description: false,
  custom_get_in_touch_description: false,
  public_page_title: null,
  public_page_description: null,
  time_zone: 'America/Chicago',
  ...overrides,
});

export const aPlan = (overrides: Partial<PublicMembershipType> = {}): PublicMembershipType => ({
  id: 'type-weekend',
  campground_id: 'cg-1',
  name: 'weekend',
  display_name: 'Weekend',
  description: 'Three days of fun',
  price: 60,
  duration_days: 3,
  duration_months: 0,
  is_day_pass: false,
  features: [],
  benefits: ['Three days of access', 'Pool and showers'],
  is_featured: false,
  is_active: true,
  sort_order: 0,
  military_discount_eligible: false,
  ...overrides,
});

export const somePageData = (overrides: Partial<CampgroundPageData> = {}): CampgroundPageData => ({
  campground: aCampground(),
  membershipTypes: [aPlan()],
  descriptions: {
    membershipTypes: null,
    information: null,
    hasCustomMembershipTypes: false,
    hasCustomInformation: false,
  },
  settings: {
    text_color: null,
    membership_type_desc: null,
    information_desc: null,
    allow_member_renewals: true,
    allow_member_extensions: true,
  },
  ...overrides,
});
