import { Button } from '@camppass/ui';
import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';

export interface FilePickerProps {
  label: string;
  description?: string;
  accept: string;
  chooseLabel: string;
  removeLabel: string;
  /** The chosen file's name and, for images, a preview data URL. */
  chosen: { readonly name: string; readonly preview: string | null } | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  errorMessage?: string | null;
  /** Extra controls beside Choose File (Take Photo). */
  extra?: ReactNode;
}

/** A file choice with preview, announced errors and a visible, keyboard-reachable button. */
export function FilePicker({
  label,
  description,
  accept,
  chooseLabel,
  removeLabel,
  chosen,
  onFile,
  onRemove,
  errorMessage,
  extra,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="pp-file" data-invalid={errorMessage ? true : undefined}>
      <label htmlFor={id} className="cp-field__label">
        {label}
      </label>
      {description && (
        <span id={`${id}-help`} className="cp-field__description">
          {description}
        </span>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        // Choose File is the keyboard's way in; the input itself would be a second, invisible stop.
        tabIndex={-1}
        className="pp-visually-hidden"
        aria-describedby={
          [description ? `${id}-help` : '', errorMessage ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        aria-invalid={errorMessage ? true : undefined}
        onChange={onChange}
      />
      <div className="pp-file__actions">
        {extra}
        <Button variant="outline" onPress={() => input.current?.click()}>
          {chooseLabel}
        </Button>
      </div>
      {chosen && (
        <div className="pp-file__chosen">
          {chosen.preview ? (
            <img className="pp-file__preview" src={chosen.preview} alt={`${label}: ${chosen.name}`} />
          ) : (
            <span>{chosen.name}</span>
          )}
          <AriaButton className="pp-link-button" onPress={onRemove}>
            {removeLabel}
          </AriaButton>
        </div>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className="cp-field__error" role="alert">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
