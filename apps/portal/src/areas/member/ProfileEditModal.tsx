import type { MemberProfile } from '@camppass/client';
import { PROFILE_EMAIL_READ_ONLY_NOTE, PROFILE_EDIT_WORDS as WORDS } from '@camppass/domain';
import { Button, Form, Modal, TextArea, TextField } from '@camppass/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LoadFailed, Loading } from './LoadState';
import {
  type FreshProfile,
  formOfProfile,
  fullNameOf,
  type ProfileFormValues,
  useProfileSave,
  useReadProfileAfresh,
} from './profile-edit';

const FORM_ID = 'pm-profile-edit';

type TextName = Exclude<keyof ProfileFormValues, 'specialRequests'>;

/** The address section's fields, in order, with their browser autofill names. */
const ADDRESS_FIELDS: readonly (readonly [TextName, string, string])[] = [
  ['streetAddress', WORDS.streetAddress, 'street-address'],
  ['city', WORDS.city, 'address-level2'],
  ['stateProvince', WORDS.stateProvince, 'address-level1'],
  ['postalCode', WORDS.postalCode, 'postal-code'],
  ['country', WORDS.country, 'country-name'],
];

/**
 * The profile-edit button and modal (02 §2, §4, §5): the profile is read afresh on opening, then
 * edited in three sections and saved; focus moves into the modal and back to the button on close.
 */
export function ProfileEditButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        {WORDS.open}
      </Button>
      {open && <ProfileEditModal onClose={() => setOpen(false)} />}
    </>
  );
}

function ProfileEditModal({ onClose }: { readonly onClose: () => void }) {
  const readAfresh = useReadProfileAfresh();
  const [fresh, setFresh] = useState<FreshProfile>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per attempt, not per render.
  useEffect(() => {
    let current = true;
    setFresh({ state: 'loading' });
    void readAfresh().then((next) => current && setFresh(next));
    return () => {
      current = false;
    };
  }, [attempt]);

  const save = useProfileSave(onClose);
  const ready = fresh.state === 'ready';
  return (
    <Modal
      isOpen
      title={WORDS.title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            {WORDS.cancel}
          </Button>
          {ready && (
            <Button type="submit" form={FORM_ID} isPending={save.saving} pendingLabel={WORDS.saving}>
              {save.saving ? WORDS.saving : WORDS.save}
            </Button>
          )}
        </>
      }
    >
      {fresh.state === 'loading' && <Loading label={WORDS.loading} />}
      {fresh.state === 'failed' && (
        <LoadFailed message={fresh.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {fresh.state === 'ready' && <ProfileEditForm profile={fresh.profile} save={save} />}
    </Modal>
  );
}

function ProfileEditForm({
  profile,
  save,
}: {
  readonly profile: MemberProfile;
  readonly save: ReturnType<typeof useProfileSave>;
}) {
  const [loaded] = useState(() => formOfProfile(profile));
  const [form, setForm] = useState(loaded);
  const formRef = useRef<HTMLDivElement>(null);
  const { errors, refusals } = save;

  // After each refusal, focus goes to the first field in error (its message is read with it).
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    save.clearError(field);
  };
  const text = (field: TextName, label: string, autoComplete: string, extra: object = {}) => (
    <TextField
      key={field}
      name={field}
      label={label}
      value={form[field]}
      onChange={set(field)}
      errorMessage={errors[field]}
      autoComplete={autoComplete}
      {...extra}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save.save(form, loaded);
  };

  return (
    <div ref={formRef}>
      <Form id={FORM_ID} onSubmit={submit} aria-label={WORDS.title} error={save.failure}>
        <fieldset className="pm-fieldset">
          <legend>{WORDS.personalInformation}</legend>
          <div className="pm-form-grid">
            {text('firstName', WORDS.firstName, 'given-name', { isRequired: true })}
            {text('lastName', WORDS.lastName, 'family-name', { isRequired: true })}
            <TextField
              label={WORDS.fullName}
              value={fullNameOf(form)}
              isReadOnly
              description={WORDS.fullNameNote}
            />
            <TextField
              label={WORDS.email}
              value={profile.email}
              isReadOnly
              description={PROFILE_EMAIL_READ_ONLY_NOTE}
            />
            {text('phone', WORDS.phone, 'tel', { type: 'tel' })}
            {text('dateOfBirth', WORDS.dateOfBirth, 'bday', {
              description: WORDS.dateOfBirthNote,
              placeholder: WORDS.dateOfBirthNote,
            })}
          </div>
        </fieldset>
        <fieldset className="pm-fieldset">
          <legend>{WORDS.addressInformation}</legend>
          <div className="pm-form-grid">
            {ADDRESS_FIELDS.map(([field, label, autoComplete]) => text(field, label, autoComplete))}
          </div>
        </fieldset>
        <fieldset className="pm-fieldset">
          <legend>{WORDS.additionalInformation}</legend>
          <TextArea
            name="specialRequests"
            label={WORDS.specialRequests}
            value={form.specialRequests}
            onChange={set('specialRequests')}
            errorMessage={errors.specialRequests}
          />
        </fieldset>
      </Form>
    </div>
  );
}
