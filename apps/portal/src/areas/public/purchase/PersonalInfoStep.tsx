import {
  AGE_HELPER_TEXT,
  type CalendarDate,
  checkAge,
  formatMMDDYYYY,
  isCalendarDate,
  isDayPass,
  membershipEndDate,
  PERSONAL_COUNTRIES,
  SAME_DAY_NOTE,
} from '@camppass/domain';
import { Button, Checkbox, DateInput, FilePicker, NativeSelect, TextArea, TextField } from '@camppass/ui';
import { Button as AriaButton } from 'react-aria-components';
import { SignaturePad } from '../components/SignaturePad';
import { FORM_COPY } from './copy';
import type { ChosenFile, PersonalForm } from './purchase-form';

export interface PersonalInfoStepProps {
  form: PersonalForm;
  setField: <K extends keyof PersonalForm>(field: K, value: PersonalForm[K]) => void;
  errors: Readonly<Record<string, string>>;
  today: CalendarDate;
  durationDays: number;
  militaryOffered: boolean;
  selfie: ChosenFile | null;
  militaryDocument: ChosenFile | null;
  onSelfieFile: (file: File) => void;
  onRemoveSelfie: () => void;
  onMilitaryFile: (file: File) => void;
  onRemoveMilitary: () => void;
  onOpenCamera: () => void;
  onOpenTerms: () => void;
  onSignature: (dataUrl: string | null) => void;
}

const TEXT_FIELDS = [
  ['firstName', FORM_COPY.firstName, 'given-name'],
  ['lastName', FORM_COPY.lastName, 'family-name'],
  ['numid', FORM_COPY.numid, 'off'],
  ['email', FORM_COPY.email, 'email'],
  ['phone', FORM_COPY.phone, 'tel'],
] as const;

const ADDRESS_FIELDS = [
  ['streetAddress', FORM_COPY.streetAddress, 'street-address'],
  ['city', FORM_COPY.city, 'address-level2'],
  ['stateProvince', FORM_COPY.stateProvince, 'address-level1'],
  ['postalCode', FORM_COPY.postalCode, 'postal-code'],
] as const;

/** Step 1 (04 §5): personal data, live end date and age check, selfie, signature, agreements. */
export function PersonalInfoStep(props: PersonalInfoStepProps) {
  const { form, setField, errors, today, durationDays } = props;
  const age = form.dateOfBirth ? checkAge(form.dateOfBirth, today) : null;
  const start = isCalendarDate(form.startDate) ? form.startDate : null;
  const end = start ? membershipEndDate(start, durationDays) : null;

  return (
    <div className="pp-step">
      <fieldset className="pp-fieldset">
        <legend>{FORM_COPY.personalTitle}</legend>
        <div className="pp-grid">
          <TextField
            label={FORM_COPY.title}
            value={form.title}
            onChange={(value) => setField('title', value)}
            autoComplete="honorific-prefix"
          />
          {TEXT_FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              value={form[field]}
              onChange={(value) => setField(field, value)}
              errorMessage={errors[field]}
              isRequired
              autoComplete={autoComplete}
            />
          ))}
          <DateInput
            label={FORM_COPY.dateOfBirth}
            value={form.dateOfBirth}
            max={today}
            isRequired
            onChange={(value) => setField('dateOfBirth', value)}
            description={AGE_HELPER_TEXT}
            status={
              age
                ? age.ok
                  ? { tone: 'success', text: age.value.message }
                  : { tone: 'error', text: age.message }
                : null
            }
            errorMessage={
              errors.dateOfBirth && errors.dateOfBirth !== (age && !age.ok ? age.message : '')
                ? errors.dateOfBirth
                : null
            }
          />
          <DateInput
            label={FORM_COPY.startDate}
            value={form.startDate}
            min={today}
            isRequired
            onChange={(value) => setField('startDate', value)}
            errorMessage={errors.startDate}
          />
          <div className="cp-field">
            <span className="cp-field__label" id="pp-end-date-label">
              {FORM_COPY.endDate}
            </span>
            <output className="cp-input pp-readonly" aria-labelledby="pp-end-date-label" aria-live="polite">
              {end ? formatMMDDYYYY(end) : '—'}
              {end && isDayPass(durationDays) ? ` (${SAME_DAY_NOTE})` : ''}
            </output>
          </div>
        </div>
      </fieldset>

      <fieldset className="pp-fieldset">
        <legend>{FORM_COPY.addressTitle}</legend>
        <div className="pp-grid">
          {ADDRESS_FIELDS.map(([field, label, autoComplete]) => (
            <TextField
              key={field}
              label={label}
              value={form[field]}
              onChange={(value) => setField(field, value)}
              errorMessage={errors[field]}
              isRequired
              autoComplete={autoComplete}
            />
          ))}
          <NativeSelect
            label={FORM_COPY.country}
            value={form.country}
            options={PERSONAL_COUNTRIES}
            onChange={(value) => setField('country', value)}
            errorMessage={errors.country}
            isRequired
          />
        </div>
      </fieldset>

      <fieldset className="pp-fieldset">
        <legend>{FORM_COPY.documentsTitle}</legend>
        <FilePicker
          label={FORM_COPY.selfie}
          description={FORM_COPY.selfieHelp}
          accept="image/jpeg,image/png,image/webp"
          chooseLabel={FORM_COPY.chooseFile}
          removeLabel={FORM_COPY.remove}
          chosen={props.selfie ? { name: props.selfie.file.name, preview: props.selfie.preview } : null}
          onFile={props.onSelfieFile}
          onRemove={props.onRemoveSelfie}
          errorMessage={errors.selfieWithId}
          extra={
            <Button variant="outline" onPress={props.onOpenCamera}>
              {FORM_COPY.takePhoto}
            </Button>
          }
        />
        {props.militaryOffered && (
          <Checkbox isSelected={form.isMilitary} onChange={(value) => setField('isMilitary', value)}>
            {FORM_COPY.isMilitary}
          </Checkbox>
        )}
        {form.isMilitary && (
          <FilePicker
            label={FORM_COPY.militaryDocument}
            description={FORM_COPY.militaryHelp}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            chooseLabel={FORM_COPY.chooseFile}
            removeLabel={FORM_COPY.remove}
            chosen={
              props.militaryDocument
                ? { name: props.militaryDocument.file.name, preview: props.militaryDocument.preview }
                : null
            }
            onFile={props.onMilitaryFile}
            onRemove={props.onRemoveMilitary}
            errorMessage={errors.militaryDocument}
          />
        )}
        <TextArea
          label={FORM_COPY.specialRequests}
          value={form.specialRequests}
          onChange={(value) => setField('specialRequests', value)}
          rows={3}
        />
        <SignaturePad
          label={FORM_COPY.signature}
          description={FORM_COPY.signatureHelp}
          typedLabel={FORM_COPY.typedSignature}
          clearLabel={FORM_COPY.clearSignature}
          errorMessage={errors.signature}
          onChange={props.onSignature}
        />
      </fieldset>

      <fieldset className="pp-fieldset">
        <legend className="pp-visually-hidden">{FORM_COPY.agreementsTitle}</legend>
        <Checkbox isSelected={form.agreeToTerms} onChange={(value) => setField('agreeToTerms', value)}>
          {FORM_COPY.agreeTerms}
        </Checkbox>
        <AriaButton className="pp-link-button" onPress={props.onOpenTerms}>
          {FORM_COPY.termsLink}
        </AriaButton>
        <Checkbox
          isSelected={form.agreeToDataUsage}
          onChange={(value) => setField('agreeToDataUsage', value)}
        >
          {FORM_COPY.agreeData}
        </Checkbox>
        {errors.agreeToTerms && <p className="cp-field__error">{errors.agreeToTerms}</p>}
        <Checkbox isSelected={form.ageConfirmed} onChange={(value) => setField('ageConfirmed', value)}>
          {FORM_COPY.ageConfirmed}
        </Checkbox>
        {errors.ageConfirmed && <p className="cp-field__error">{errors.ageConfirmed}</p>}
      </fieldset>
    </div>
  );
}
