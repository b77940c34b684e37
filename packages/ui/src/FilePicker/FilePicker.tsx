import { type ChangeEvent, type ReactNode, useId, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';

export interface FilePickerProps {
  label: string;
  description?: string;
  /** The input's `accept`: MIME types or extensions. */
  accept: string;
  chooseLabel: string;
  removeLabel: string;
  /** The chosen file's name and, for images, a preview URL. */
  chosen: { readonly name: string; readonly preview: string | null } | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  errorMessage?: string | null;
  /** Extra controls beside the choose button (such as Take Photo). */
  extra?: ReactNode;
}

/**
 * One file chosen with a visible, keyboard-reachable button, its preview or name, a remove action
 * and an announced error. The caller checks and keeps the file; FileDropZone is the drag-and-drop,
 * many-file alternative.
 */
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
    // Cleared so that choosing the same file again after a removal is seen as a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="cp-file-picker" data-invalid={errorMessage ? true : undefined}>
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
        // The choose button is the keyboard's way in; the input itself would be a second, invisible stop.
        tabIndex={-1}
        className="cp-visually-hidden"
        aria-describedby={
          [description ? `${id}-help` : '', errorMessage ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        aria-invalid={errorMessage ? true : undefined}
        onChange={onChange}
      />
      <div className="cp-file-picker__actions">
        {extra}
        <Button variant="outline" onPress={() => input.current?.click()}>
          {chooseLabel}
        </Button>
      </div>
      {chosen && (
        <div className="cp-file-picker__chosen">
          {chosen.preview ? (
            <img className="cp-file-picker__preview" src={chosen.preview} alt={`${label}: ${chosen.name}`} />
          ) : (
            <span>{chosen.name}</span>
          )}
          <AriaButton className="cp-file-picker__remove" onPress={onRemove}>
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
