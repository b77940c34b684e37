import type { AdminCampgroundForm, AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_GENERATE_SLUG,
  ADMIN_PHONE_HINT,
  ADMIN_SEASON_HINT,
  CAMPGROUND_STATUSES,
  internationalPhone,
  sanitizeSlugInput,
  slugFromName,
  validateCreateCampground,
} from '@camppass/domain';
import { Button, Checkbox, NativeSelect, TextArea, TextField } from '@camppass/ui';

/** The admin's campground form as typed: text as entered, flags as ticked. */
export interface CampgroundFormState {
  readonly name: string;
  readonly address: string;
  readonly slug: string;
  /** The slug follows the name until the admin types one. */
  readonly slugEdited: boolean;
  readonly description: string;
  readonly city: string;
  readonly state: string;
  readonly zip_code: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly booking_url: string;
  readonly status: string;
  readonly operating_season_start: string;
  readonly operating_season_end: string;
  readonly military_discount_enabled: boolean;
  readonly military_discount_percentage: string;
  readonly adult_only: boolean;
  /** Kept as they are: the owner sets the branding in the campground settings. */
  readonly branding: Pick<
    AdminCampgroundForm,
    'branding_primary_color' | 'branding_secondary_color' | 'branding_text_color'
  >;
}

export const EMPTY_CAMPGROUND_FORM: CampgroundFormState = {
  name: '',
  address: '',
  slug: '',
  slugEdited: false,
  description: '',
  city: '',
  state: '',
  zip_code: '',
  phone: '',
  email: '',
  website: '',
  booking_url: '',
  status: 'active',
  operating_season_start: '',
  operating_season_end: '',
  military_discount_enabled: false,
  military_discount_percentage: '',
  adult_only: false,
  branding: {},
};

const textOf = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The edit modal's starting values: the campground as stored. */
export const formOfCampground = (campground: AdminCampgroundView): CampgroundFormState => ({
  name: campground.name,
  address: campground.address,
  slug: campground.slug ?? '',
  slugEdited: true,
  description: textOf(campground.description),
  city: textOf(campground.city),
  state: textOf(campground.state),
  zip_code: textOf(campground.zip_code),
  phone: textOf(campground.phone),
  email: textOf(campground.email),
  website: textOf(campground.website),
  booking_url: textOf(campground.booking_url),
  status: campground.status ?? 'active',
  operating_season_start: textOf(campground.operating_season_start),
  operating_season_end: textOf(campground.operating_season_end),
  military_discount_enabled: campground.military_discount_enabled ?? false,
  military_discount_percentage: textOf(campground.military_discount_percentage),
  adult_only: campground.adult_only ?? false,
  branding: {
    branding_primary_color: campground.branding_primary_color,
    branding_secondary_color: campground.branding_secondary_color,
    branding_text_color: campground.branding_text_color,
  },
});

/** The request of the form (03 §5): checked by the domain, phone international, empty optionals null. */
export function campgroundRequest(form: CampgroundFormState) {
  const { slugEdited: _, branding, ...fields } = form;
  const phone = internationalPhone(fields.phone);
  const checked = validateCreateCampground({ ...fields, ...branding, phone });
  return checked.ok
    ? { ...checked, value: { ...checked.value, status: checked.value.status ?? 'active' } }
    : checked;
}

/** The form after a change of one field; the slug follows the name until it is typed. */
function changed<K extends keyof CampgroundFormState>(
  form: CampgroundFormState,
  field: K,
  value: CampgroundFormState[K],
): CampgroundFormState {
  if (field === 'name' && !form.slugEdited) {
    return { ...form, name: value as string, slug: slugFromName(value as string) };
  }
  if (field === 'slug') return { ...form, slug: sanitizeSlugInput(value as string), slugEdited: true };
  return { ...form, [field]: value };
}

type TextFieldName = {
  [K in keyof CampgroundFormState]: CampgroundFormState[K] extends string ? K : never;
}[keyof CampgroundFormState];

/** The fields of the create form and the edit modal; `withStatus` adds the free status choice. */
export function CampgroundFields({
  form,
  errors,
  onChange,
  withStatus = false,
}: {
  readonly form: CampgroundFormState;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (next: CampgroundFormState) => void;
  readonly withStatus?: boolean;
}) {
  const set =
    <K extends keyof CampgroundFormState>(field: K) =>
    (value: CampgroundFormState[K]) =>
      onChange(changed(form, field, value));
  const text = (
    field: TextFieldName,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={form[field]}
      onChange={set(field)}
      errorMessage={errors[field]}
      {...extra}
    />
  );

  return (
    <div className="admin-form-grid">
      {text('name', 'Name', { isRequired: true })}
      {text('address', 'Address', { isRequired: true })}
      <div className="admin-slug">
        {text('slug', 'Slug', { isRequired: true, description: `/campground/${form.slug || '…'}` })}
        <Button
          variant="outline"
          onPress={() => onChange({ ...form, slug: slugFromName(form.name), slugEdited: false })}
        >
          {ADMIN_GENERATE_SLUG}
        </Button>
      </div>
      {withStatus && (
        <NativeSelect
          label="Status"
          value={form.status}
          options={CAMPGROUND_STATUSES}
          onChange={set('status')}
        />
      )}
      <div className="admin-form-wide">
        <TextArea
          label="Description"
          name="description"
          rows={3}
          value={form.description}
          onChange={set('description')}
        />
      </div>
      {text('city', 'City')}
      {text('state', 'State')}
      {text('zip_code', 'ZIP Code')}
      {text('phone', 'Phone', { type: 'tel', description: ADMIN_PHONE_HINT })}
      {text('email', 'Email', { type: 'email' })}
      {text('website', 'Website', { type: 'url' })}
      {text('booking_url', 'Booking URL', { type: 'url' })}
      {text('operating_season_start', 'Season Start Month', {
        inputMode: 'numeric',
        description: ADMIN_SEASON_HINT,
      })}
      {text('operating_season_end', 'Season End Month', {
        inputMode: 'numeric',
        description: ADMIN_SEASON_HINT,
      })}
      {text('military_discount_percentage', 'Military Discount %', {
        inputMode: 'decimal',
        description: '0-100, up to 2 decimals',
      })}
      <div className="admin-form-flags">
        <Checkbox isSelected={form.military_discount_enabled} onChange={set('military_discount_enabled')}>
          Military discount enabled
        </Checkbox>
        <Checkbox isSelected={form.adult_only} onChange={set('adult_only')}>
          Adults only
        </Checkbox>
      </div>
    </div>
  );
}
