import { type ReactNode, useEffect, useId, useState } from 'react';
import { DropZone, type FileDropItem, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../Button';
import { UploadIcon } from '../icons';
import { ProgressBar } from '../ProgressBar';
import { cx } from '../utils/cx';

export interface FileDropZoneProps {
  /** Visible label naming what to upload (Campground Logo). */
  label: ReactNode;
  /** Requirements to show, such as 'Square, at least 200x200px. JPG, PNG, SVG or WebP up to 5MB'. */
  description?: ReactNode;
  /** MIME types offered by the file picker and accepted on drop; the real check is `validate`. */
  acceptedFileTypes?: readonly string[];
  /**
   * Checks a chosen file and returns the message to show, or `null` when it is acceptable.
   * Pass the domain's upload validation here so the messages are the spec's.
   */
  validate?: (file: File) => string | null;
  /** Receives a file that passed `validate`. */
  onSelect: (file: File) => void;
  /** Upload progress 0-100 while uploading; `null` or unset hides the bar. */
  progress?: number | null;
  progressLabel?: string;
  /** An error from outside, such as a failed upload. */
  errorMessage?: string | null;
  /** An existing image (the current logo) to preview until a new file is chosen. */
  previewUrl?: string | null;
  /** Alternative text of the preview. */
  previewAlt?: string;
  buttonLabel?: string;
  dropLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Choose or drop one file, checked by `validate`, with an image preview and an upload progress bar. */
export function FileDropZone({
  label,
  description,
  acceptedFileTypes,
  validate,
  onSelect,
  progress,
  progressLabel = 'Uploading',
  errorMessage,
  previewUrl,
  previewAlt = 'Preview',
  buttonLabel = 'Choose file',
  dropLabel = 'Drop a file here, or',
  isDisabled,
  className,
}: FileDropZoneProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [validationError, setValidationError] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = validate?.(file) ?? null;
    setValidationError(problem);
    if (problem) return;
    const canPreview = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
    setLocalPreview(canPreview ? URL.createObjectURL(file) : null);
    onSelect(file);
  };

  const error = validationError ?? errorMessage ?? null;
  const preview = localPreview ?? previewUrl ?? null;
  const uploading = typeof progress === 'number';

  return (
    <div className={cx('cp-field cp-file-drop', className)} data-disabled={isDisabled || undefined}>
      <span id={labelId} className="cp-field__label">
        {label}
      </span>
      <DropZone
        className="cp-file-drop__zone"
        aria-labelledby={labelId}
        isDisabled={isDisabled || uploading}
        getDropOperation={(types) =>
          !acceptedFileTypes || acceptedFileTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
        }
        onDrop={async (event) => {
          const item = event.items.find((i): i is FileDropItem => i.kind === 'file');
          accept(item ? await item.getFile() : undefined);
        }}
      >
        <UploadIcon className="cp-file-drop__icon" />
        <Text slot="label" className="cp-file-drop__text">
          {dropLabel}
        </Text>
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => accept(files?.[0])}>
          <Button
            variant="outline"
            isDisabled={isDisabled || uploading}
            aria-describedby={cx(description != null && descriptionId, error && errorId) || undefined}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {description != null && (
        <p id={descriptionId} className="cp-field__description">
          {description}
        </p>
      )}
      {preview && <img className="cp-file-drop__preview" src={preview} alt={previewAlt} />}
      {uploading && <ProgressBar label={progressLabel} value={progress} />}
      {error && (
        <p id={errorId} role="alert" className="cp-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
