import type { SettingsCampground } from '@camppass/client';
import { LOGO_RECOMMENDATION, LOGO_UPLOADED, UPLOAD_RULES, validateUpload } from '@camppass/domain';
import { Button, Card, FilePicker, ProgressBar } from '@camppass/ui';

/** 03 §4's logo upload states. */
export type LogoUploadState = 'idle' | 'uploading' | 'done' | 'error';

/** A logo chosen in edit mode, saved with the form. */
export interface PendingLogo {
  readonly file: File;
  readonly preview: string;
}

export interface LogoCardProps {
  readonly campground: SettingsCampground;
  readonly editing: boolean;
  /** The campground's owner or a super admin (03 §2.4); everyone else sees the logo only. */
  readonly canManage: boolean;
  readonly pending: PendingLogo | null;
  readonly onPending: (pending: PendingLogo | null) => void;
  readonly uploadState: LogoUploadState;
  readonly error: string | null;
  readonly onError: (message: string | null) => void;
  readonly onRemove: () => void;
  readonly removing: boolean;
}

const ACCEPT = UPLOAD_RULES['campground-logo'].types.join(',');

/** Campground Logo: the current logo, and for its owner a new one (previewed, saved with the form) or its removal. */
export function LogoCard(props: LogoCardProps) {
  const { campground, editing, canManage, pending, uploadState } = props;
  const choose = (file: File) => {
    const checked = validateUpload('campground-logo', file);
    if (!checked.ok) {
      props.onError(checked.message);
      return;
    }
    props.onError(null);
    props.onPending({ file, preview: URL.createObjectURL(file) });
  };
  return (
    <Card title="Campground Logo" headingLevel={3} description={LOGO_RECOMMENDATION}>
      <div className="po-logo">
        {campground.branding_logo_url ? (
          <img
            src={campground.branding_logo_url}
            alt={`${campground.name} logo`}
            className="po-logo__image"
          />
        ) : (
          <span className="po-logo__initial" aria-hidden="true">
            {campground.name.charAt(0).toUpperCase()}
          </span>
        )}
        <p>{campground.branding_logo_url ? 'Current logo' : 'No logo uploaded'}</p>
      </div>
      {uploadState === 'done' && <p role="status">{LOGO_UPLOADED}</p>}
      {canManage && editing && (
        <>
          <FilePicker
            label="New logo"
            description="JPG, PNG, GIF, WebP or SVG, up to 5MB. Saved with Save Changes."
            accept={ACCEPT}
            chooseLabel="Choose Logo"
            removeLabel="Clear selected logo"
            chosen={pending ? { name: pending.file.name, preview: pending.preview } : null}
            onFile={choose}
            onRemove={() => props.onPending(null)}
            errorMessage={props.error}
          />
          {uploadState === 'uploading' && <ProgressBar label="Uploading logo" isIndeterminate />}
          {campground.branding_logo_url && (
            <Button variant="outline" onPress={props.onRemove} isPending={props.removing}>
              Remove Logo
            </Button>
          )}
        </>
      )}
      {!canManage && <p className="po-muted">Only the campground owner can change the logo.</p>}
    </Card>
  );
}
