import { useId } from 'react';

export interface DateInputProps {
  label: string;
  /** The field's name in a posted form. */
  name?: string;
  /** `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  description?: string | null;
  errorMessage?: string | null;
  /** A note announced with the field, such as the age check's result. */
  status?: { readonly tone: 'success' | 'error'; readonly text: string } | null;
}

/**
 * The browser's own date input (a native picker on phones) with label, help, status and error.
 * DateField is the segmented, locale-aware field; this one is lighter and leaves the picker to the device.
 */
export function DateInput({
  label,
  name,
  value,
  onChange,
  min,
  max,
  isRequired,
  isReadOnly,
  description,
  errorMessage,
  status,
}: DateInputProps) {
  const id = useId();
  const described = [
    description ? `${id}-help` : '',
    status ? `${id}-status` : '',
    errorMessage ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="cp-field cp-date-input" data-invalid={errorMessage ? true : undefined}>
      <label htmlFor={id} className="cp-field__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        className="cp-input"
        value={value}
        min={min}
        max={max}
        required={isRequired}
        readOnly={isReadOnly}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {description && (
        <span id={`${id}-help`} className="cp-field__description">
          {description}
        </span>
      )}
      {status && (
        <span
          id={`${id}-status`}
          className="cp-date-input__status"
          data-tone={status.tone}
          aria-live="polite"
        >
          {status.text}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className="cp-field__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
