import { useId } from 'react';

export interface NativeSelectProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  errorMessage?: string | null;
  isRequired?: boolean;
}

/**
 * The browser's own select (the phone's wheel picker) with label and error, for short lists whose
 * options are their own labels. Select is the richer, styled list.
 */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
  errorMessage,
  isRequired,
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className="cp-field" data-invalid={errorMessage ? true : undefined}>
      <label htmlFor={id} className="cp-field__label">
        {label}
      </label>
      <select
        id={id}
        className="cp-input"
        value={value}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {errorMessage && (
        <span id={`${id}-error`} className="cp-field__error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
