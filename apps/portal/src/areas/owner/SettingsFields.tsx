import {
  ADULT_ONLY_LABEL,
  CODE_LAST_CONSECUTIVE_BOUNDS,
  CODE_LENGTH_RANGE,
  CODE_NUMBER_BOUNDS,
  SETTINGS_MILITARY_PERCENTAGE_RANGE,
} from '@camppass/domain';
import { Card, NativeSelect, NumberField, Switch, TextArea, TextField } from '@camppass/ui';
import type { CampgroundField, SettingsField, SettingsForm } from './settings-form';

/** What every card of the form gets: the values, whether they may change, and how to change them. */
export interface FormCardProps {
  readonly form: SettingsForm;
  readonly editing: boolean;
  readonly errors: Readonly<Record<string, string>>;
  setCampground<F extends CampgroundField>(field: F, value: SettingsForm['campground'][F]): void;
  setSettings<F extends SettingsField>(field: F, value: SettingsForm['settings'][F]): void;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const NOT_SET = 'Not set';

const monthName = (month: number | null) => (month === null ? NOT_SET : (MONTHS[month - 1] ?? NOT_SET));
const monthNumber = (name: string) => {
  const index = MONTHS.indexOf(name as (typeof MONTHS)[number]);
  return index < 0 ? null : index + 1;
};

export function BasicInformationCard({ form, editing, setCampground }: FormCardProps) {
  const c = form.campground;
  const text = (
    label: string,
    field: Exclude<CampgroundField, 'description'>,
    type?: 'email' | 'tel' | 'url',
  ) => (
    <TextField
      label={label}
      value={String(c[field] ?? '')}
      onChange={(value) => setCampground(field, value as never)}
      isReadOnly={!editing}
      isRequired={field === 'name'}
      maxLength={field === 'name' ? 200 : 500}
      // E-mail and web addresses run long: they take the card's whole width, never cut short.
      {...(type === 'email' || type === 'url' ? { className: 'po-grid__wide' } : {})}
      {...(type ? { type } : {})}
    />
  );
  return (
    <Card title="Basic Information" headingLevel={3}>
      <div className="po-grid">
        {text('Campground Name', 'name')}
        {text('Address', 'address')}
        {text('City', 'city')}
        {text('State', 'state')}
        {text('ZIP Code', 'zip_code')}
        {text('Phone', 'phone', 'tel')}
        {text('Email', 'email', 'email')}
        {text('Website', 'website', 'url')}
        {text('Booking URL', 'booking_url', 'url')}
      </div>
      <TextArea
        label="Description"
        value={c.description}
        onChange={(value) => setCampground('description', value)}
        isReadOnly={!editing}
        maxLength={5000}
      />
    </Card>
  );
}

const COLOURS = [
  ['Primary Color', 'branding_primary_color'],
  ['Secondary Color', 'branding_secondary_color'],
  ['Text Color', 'text_color'],
] as const;

export function BrandingCard({ form, editing, setCampground }: FormCardProps) {
  return (
    <Card title="Branding" headingLevel={3}>
      <div className="po-grid">
        {COLOURS.map(([label, field]) => (
          <div key={field} className="po-colour">
            <label className="cp-field__label" htmlFor={`colour-${field}`}>
              {label}
            </label>
            <span className="po-colour__row">
              <input
                id={`colour-${field}`}
                type="color"
                value={form.campground[field]}
                disabled={!editing}
                onChange={(event) => setCampground(field, event.target.value.toUpperCase())}
              />
              <code>{form.campground[field]}</code>
            </span>
          </div>
        ))}
      </div>
    </Card>
  );
}

export function FeaturesCard({ form, editing, errors, setCampground }: FormCardProps) {
  const c = form.campground;
  return (
    <Card title="Features" headingLevel={3}>
      <Switch
        isSelected={c.adult_only}
        isReadOnly={!editing}
        onChange={(on) => setCampground('adult_only', on)}
      >
        {ADULT_ONLY_LABEL}
      </Switch>
      <Switch
        isSelected={c.military_discount_enabled}
        isReadOnly={!editing}
        onChange={(on) => setCampground('military_discount_enabled', on)}
      >
        Military Discount
      </Switch>
      {c.military_discount_enabled && (
        <NumberField
          label="Military Discount (%)"
          value={c.military_discount_percentage}
          minValue={SETTINGS_MILITARY_PERCENTAGE_RANGE.min}
          maxValue={SETTINGS_MILITARY_PERCENTAGE_RANGE.max}
          step={0.01}
          keepOutOfRange
          isReadOnly={!editing}
          onChange={(value) => setCampground('military_discount_percentage', value)}
          errorMessage={errors.military_discount_percentage ?? ''}
        />
      )}
    </Card>
  );
}

export function OperatingSeasonCard({ form, editing, errors, setCampground }: FormCardProps) {
  const month = (label: string, field: 'operating_season_start' | 'operating_season_end') =>
    editing ? (
      <NativeSelect
        label={label}
        value={monthName(form.campground[field])}
        options={[NOT_SET, ...MONTHS]}
        onChange={(name) => setCampground(field, monthNumber(name))}
        errorMessage={errors[field] ?? null}
      />
    ) : (
      <TextField label={label} value={monthName(form.campground[field])} isReadOnly />
    );
  return (
    <Card title="Operating Season" headingLevel={3}>
      <div className="po-grid">
        {month('Season Start', 'operating_season_start')}
        {month('Season End', 'operating_season_end')}
      </div>
    </Card>
  );
}

export function MembershipCodeCard({
  form,
  editing,
  errors,
  setSettings,
  preview,
}: FormCardProps & { readonly preview: string | null }) {
  const s = form.settings;
  const number = (
    label: string,
    field: 'code_number_min' | 'code_number_max' | 'code_length' | 'code_last_consecutive_number',
    range: { readonly min: number; readonly max: number },
  ) => (
    <NumberField
      label={label}
      value={s[field]}
      minValue={range.min}
      maxValue={range.max}
      keepOutOfRange
      isReadOnly={!editing}
      onChange={(value) => setSettings(field, value)}
      errorMessage={errors[field] ?? ''}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
    />
  );
  const affix = (label: string, field: 'code_prefix' | 'code_suffix') => (
    <TextField
      label={label}
      value={s[field]}
      isReadOnly={!editing}
      maxLength={20}
      onChange={(value) => setSettings(field, value.toUpperCase())}
      errorMessage={errors[field] ?? ''}
    />
  );
  return (
    <Card title="Membership Code Settings" headingLevel={3}>
      <div className="po-code-preview" aria-live="polite">
        <span className="cp-field__label">{editing ? 'Live Preview' : 'Sample Code'}</span>
        <output aria-label="Sample membership code">{preview ?? '—'}</output>
      </div>
      <div className="po-grid">
        <Switch
          isSelected={s.code_use_letters}
          isReadOnly={!editing}
          onChange={(on) => setSettings('code_use_letters', on)}
        >
          Include Letters
        </Switch>
        <Switch
          isSelected={s.code_use_numbers}
          isReadOnly={!editing}
          onChange={(on) => setSettings('code_use_numbers', on)}
        >
          Include Numbers
        </Switch>
        <Switch
          isSelected={s.code_generate_random_numbers}
          isReadOnly={!editing}
          onChange={(on) => setSettings('code_generate_random_numbers', on)}
        >
          Random Numbers
        </Switch>
      </div>
      {errors.code_use_letters && (
        <p className="cp-field__error" role="alert">
          {errors.code_use_letters}
        </p>
      )}
      <div className="po-grid">
        {number('Code Length', 'code_length', CODE_LENGTH_RANGE)}
        {number('Minimum Number', 'code_number_min', CODE_NUMBER_BOUNDS)}
        {number('Maximum Number', 'code_number_max', CODE_NUMBER_BOUNDS)}
        {number('Last Consecutive Number', 'code_last_consecutive_number', CODE_LAST_CONSECUTIVE_BOUNDS)}
        {affix('Prefix', 'code_prefix')}
        {affix('Suffix', 'code_suffix')}
      </div>
    </Card>
  );
}
