import type { SettingsCampground } from '@camppass/client';
import {
  TERMS_REMOVE_FAILED,
  TERMS_REMOVE_TEXT,
  TERMS_REMOVE_TITLE,
  TERMS_REMOVED,
  TERMS_UPLOAD_FAILED,
  TERMS_UPLOADED,
  TERMS_URL_COPIED,
} from '@camppass/domain';
import { AlertDialog, Button, Card, FilePicker, Link } from '@camppass/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import { checkChosenFile } from '../../shared/uploads/check-chosen-file';
import { absoluteUrl, type Notify } from './settings-feedback';

export interface TermsCardProps {
  readonly campground: SettingsCampground;
  readonly editing: boolean;
  readonly canManage: boolean;
  readonly notify: Notify;
  /** Reloads the settings after an upload or removal. */
  readonly onChanged: () => Promise<unknown>;
}

/**
 * Terms and Conditions (03 §2.4, §4): the PDF's link with a copy button; for the owner, in edit
 * mode, a PDF selected then uploaded, and the uploaded one removed. Both act at once, so the
 * removal asks first, and a selected PDF not yet uploaded counts as an unsaved change.
 */
export function TermsCard({ campground, editing, canManage, notify, onChanged }: TermsCardProps) {
  const { api } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const url = campground.terms_conditions_url;
  useUnsavedChanges(editing && file !== null);
  // Leaving edit mode (Cancel, Save Changes) drops a PDF selected but not uploaded.
  useEffect(() => {
    if (editing) return;
    setFile(null);
    setError(null);
  }, [editing]);

  const choose = async (chosen: File) => {
    const checked = await checkChosenFile('terms-pdf', chosen);
    setError(checked.ok ? null : checked.message);
    setFile(checked.ok ? chosen : null);
  };
  const upload = async () => {
    if (!file) return;
    setBusy('upload');
    const answer = await api.uploadCampgroundFile('upload-campground-terms', campground.id, file);
    setBusy(null);
    if (!answer.ok) {
      notify('error', `${TERMS_UPLOAD_FAILED}: ${answer.message}`);
      return;
    }
    setFile(null);
    notify('success', TERMS_UPLOADED);
    await onChanged();
  };
  const remove = async () => {
    setBusy('remove');
    const answer = await api.call('remove-campground-terms', { campground_id: campground.id });
    setBusy(null);
    if (!answer.ok) {
      notify('error', `${TERMS_REMOVE_FAILED}: ${answer.message}`);
      return;
    }
    notify('success', TERMS_REMOVED);
    await onChanged();
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(absoluteUrl(url));
    notify('success', TERMS_URL_COPIED);
  };

  return (
    <Card
      title="Terms and Conditions"
      headingLevel={3}
      description="A PDF members accept when they buy a membership."
    >
      {url ? (
        <div className="po-row">
          <Link href={url} target="_blank" rel="noopener">
            View Terms PDF
          </Link>
          <Button variant="outline" onPress={() => void copy()}>
            Copy URL
          </Button>
          {canManage && editing && (
            <Button variant="outline" onPress={() => setConfirming(true)} isPending={busy === 'remove'}>
              Remove PDF
            </Button>
          )}
        </div>
      ) : (
        <p>No terms and conditions uploaded</p>
      )}
      {canManage && editing && (
        <>
          <FilePicker
            label="Terms PDF"
            description="PDF, up to 10MB."
            accept="application/pdf"
            chooseLabel="Select PDF"
            removeLabel="Clear selected PDF"
            chosen={file ? { name: file.name, preview: null } : null}
            onFile={(chosen) => void choose(chosen)}
            onRemove={() => setFile(null)}
            errorMessage={error}
          />
          {file && (
            <Button onPress={() => void upload()} isPending={busy === 'upload'}>
              Upload PDF
            </Button>
          )}
        </>
      )}
      {confirming && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(false)}
          title={TERMS_REMOVE_TITLE}
          variant="destructive"
          confirmLabel="Remove PDF"
          onConfirm={remove}
        >
          {TERMS_REMOVE_TEXT}
        </AlertDialog>
      )}
    </Card>
  );
}
