import type { OwnerCampground } from '@camppass/client';
import {
  MEMBERSHIP_TYPE_DURATION_CHOICES,
  MILITARY_DISCOUNT_NOT_ENABLED,
  militaryEligibilityAfterCampgroundChange,
  MEMBERSHIP_TYPES_WORDS as WORDS,
} from '@camppass/domain';
import { Button, Checkbox, Form, NumberField, Select, SelectItem, TextArea, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import { BenefitsField } from './BenefitsField';
import type { TypeDraft } from './membership-type-draft';

export interface MembershipTypeFormProps {
  /** The values to start from: empty for a new type, the type's own when editing. */
  readonly initial: TypeDraft;
  readonly editing: boolean;
  /** The campgrounds the caller may add a type to; the selector shows when there is more than one. */
  readonly campgrounds: readonly OwnerCampground[];
  /** Field errors (the form's keys: name, price, is_featured...) and a form-wide message. */
  readonly errors: Readonly<Record<string, string>>;
  readonly formError: string | null;
  readonly saving: boolean;
  onSave(draft: TypeDraft): void;
  onCancel(): void;
}

const DURATION_ITEMS = MEMBERSHIP_TYPE_DURATION_CHOICES.map((choice) => ({
  id: String(choice.days),
  label: choice.label,
}));

/** The create and edit form of 03 §2.6 and §5; the server checks the same rules again. */
export function MembershipTypeForm({
  initial,
  editing,
  campgrounds,
  errors,
  formError,
  saving,
  onSave,
  onCancel,
}: MembershipTypeFormProps) {
  const [draft, setDraft] = useState<TypeDraft>(initial);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initial));
  const set =
    <K extends keyof TypeDraft>(key: K) =>
    (value: TypeDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const campground = campgrounds.find((c) => c.id === draft.campgroundId);
  const militaryOn = campground?.military_discount_enabled ?? false;

  const chooseCampground = (campgroundId: string) => {
    const next = campgrounds.find((c) => c.id === campgroundId);
    setDraft((d) => ({
      ...d,
      campgroundId,
      // 03 §4: another campground without the discount clears the eligibility.
      militaryEligible: militaryEligibilityAfterCampgroundChange(
        d.militaryEligible,
        next?.military_discount_enabled ?? false,
      ),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <Form className="mt-form" onSubmit={submit} error={formError} aria-labelledby="mt-form-title">
      <h3 id="mt-form-title">{editing ? WORDS.editTitle : WORDS.createTitle}</h3>
      {!editing && campgrounds.length > 1 && (
        <Select
          label={WORDS.campground}
          isRequired
          items={campgrounds}
          selectedKey={draft.campgroundId || null}
          onSelectionChange={(key) => chooseCampground(key == null ? '' : String(key))}
          errorMessage={errors.campground_id}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
      {!editing && campgrounds.length <= 1 && errors.campground_id && (
        <p className="mt-error">{errors.campground_id}</p>
      )}
      <TextField
        label={WORDS.name}
        isRequired
        value={draft.name}
        onChange={set('name')}
        errorMessage={errors.name}
      />
      <TextArea label={WORDS.description} rows={3} value={draft.description} onChange={set('description')} />
      <div className="mt-form__row">
        <NumberField
          label={WORDS.price}
          minValue={0}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={draft.price}
          onChange={set('price')}
          errorMessage={errors.price}
        />
        <Select
          label={WORDS.duration}
          items={DURATION_ITEMS}
          selectedKey={String(draft.durationDays)}
          onSelectionChange={(key) => key != null && set('durationDays')(Number(key))}
          errorMessage={errors.duration_days}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <NumberField label={WORDS.sortOrder} step={1} value={draft.sortOrder} onChange={set('sortOrder')} />
        <NumberField
          label={WORDS.maxMembers}
          description={WORDS.maxMembersHint}
          minValue={1}
          step={1}
          value={draft.maxMembers}
          onChange={set('maxMembers')}
        />
      </div>
      <div className="mt-form__checks">
        <Checkbox
          isSelected={draft.durationDays === 1}
          onChange={(dayPass) =>
            set('durationDays')(dayPass ? 1 : draft.durationDays === 1 ? 30 : draft.durationDays)
          }
        >
          {WORDS.dayPass}
        </Checkbox>
        <Checkbox isSelected={draft.isActive} onChange={set('isActive')}>
          {WORDS.active}
        </Checkbox>
        <Checkbox isSelected={draft.isFeatured} onChange={set('isFeatured')}>
          {WORDS.mostPopular}
        </Checkbox>
        {errors.is_featured && <p className="mt-error">{errors.is_featured}</p>}
        <Checkbox
          isSelected={draft.militaryEligible}
          isDisabled={!militaryOn}
          onChange={set('militaryEligible')}
          aria-describedby={militaryOn ? undefined : 'mt-military-off'}
        >
          {WORDS.military}
        </Checkbox>
        {!militaryOn && (
          <p id="mt-military-off" className="mt-hint">
            {MILITARY_DISCOUNT_NOT_ENABLED}
          </p>
        )}
        {errors.military_discount_eligible && <p className="mt-error">{errors.military_discount_eligible}</p>}
      </div>
      <BenefitsField benefits={draft.benefits} onChange={set('benefits')} />
      <div className="mt-form__actions">
        <Button type="submit" isPending={saving}>
          {editing ? WORDS.update : WORDS.save}
        </Button>
        <Button variant="outline" onPress={onCancel}>
          {WORDS.cancel}
        </Button>
      </div>
    </Form>
  );
}
