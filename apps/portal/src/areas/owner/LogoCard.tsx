import type { SettingsCampground } from '@camppass/client';
import {
  KEEP_LOGO,
  LOGO_RECOMMENDATION,
  LOGO_REMOVAL_PENDING,
  LOGO_UPLOADED,
  UPLOAD_RULES,
} from '@camppass/domain';
import { Button, Card, FilePicker, ProgressBar } from '@camppass/ui';
import { checkChosenFile } from '../../shared/uploads/check-chosen-file';

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
  /** Whether the current logo is marked for removal: Save Changes removes it, Cancel keeps it. */
  readonly removing: boolean;
  readonly onRemovingChange: (removing: boolean) => void;
}

const ACCEPT = UPLOAD_RULES['campground-logo'].types.join(',');

/**
 * Campground Logo: the current logo, and for its owner a new one (previewed) or its removal, both
 * saved with the form like every other change on it.
 */
export function LogoCard(props: LogoCardProps) {
  const { campground, editing, canManage, pending, uploadState, removing } = props;
  const choose = async (file: File) => {
    const checked = await checkChosenFile('campground-logo', file);
    if (!checked.ok) {
      props.onError(checked.message);
      return;
    }
    props.onError(null);
    props.onRemovingChange(false);
    props.onPending({ file, preview: URL.createObjectURL(file) });
  };
  return (
    <Card title="Campground Logo" headingLevel={3} description={LOGO_RECOMMENDATION}>
      <div className="po-logo" data-removing={removing || undefined}>
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
            onFile={(file) => void choose(file)}
            onRemove={() => props.onPending(null)}
            errorMessage={props.error}
          />
          {uploadState === 'uploading' && <ProgressBar label="Uploading logo" isIndeterminate />}
          {campground.branding_logo_url &&
            !pending &&
            (removing ? (
              <div className="po-row">
                <p role="status" className="po-pending-note">
                  {LOGO_REMOVAL_PENDING}
                </p>
                <Button variant="outline" onPress={() => props.onRemovingChange(false)}>
                  {KEEP_LOGO}
                </Button>
              </div>
            ) : (
              <Button variant="outline" onPress={() => props.onRemovingChange(true)}>
                Remove Logo
              </Button>
            ))}
        </>
      )}
      {!canManage && <p className="po-muted">Only the campground owner can change the logo.</p>}
    </Card>
  );
}
