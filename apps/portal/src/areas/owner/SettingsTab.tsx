import type { CampgroundCrudData } from '@camppass/client';
import {
  CAMPGROUND_UPDATE_FAILED,
  LOGO_REMOVED,
  LOGO_UPLOAD_FAILED,
  SETTINGS_SAVED,
  settingsLoadFailedMessage,
} from '@camppass/domain';
import { Banner, Button, NativeSelect, Spinner } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useGuardedLeave, useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import './settings.css';
import { IntegrationsCard } from './IntegrationsCard';
import { LogoCard, type LogoUploadState, type PendingLogo } from './LogoCard';
import { useOwnerArea } from './owner-area';
import { PayoutsSection } from './PayoutsSection';
import { PublicPageCards } from './PublicPageCards';
import {
  BasicInformationCard,
  BrandingCard,
  FeaturesCard,
  type FormCardProps,
  MembershipCodeCard,
  OperatingSeasonCard,
} from './SettingsFields';
import { MemberEmailsCard, PageTextsCard, WorkflowCard } from './SettingsWorkflowFields';
import { type Notify, notify } from './settings-feedback';
import { formErrors, formOf, livePreview, type SettingsForm, updateRequestOf } from './settings-form';
import { useCampgroundSettings } from './settings-queries';
import { TermsCard } from './TermsCard';
import { WebhooksCard } from './WebhooksCard';

/**
 * Settings (03 §2.4): a campground selector when there are several, read mode with Edit Settings,
 * edit mode with Cancel, Save Changes and Refresh Settings, and the cards of the campground; staff
 * see every card read-only. The partner API keys (Integrations) close the tab for owners.
 */
export function SettingsTab() {
  const area = useOwnerArea();
  const campgroundId = useSettingsCampground();
  const settings = useCampgroundSettings(campgroundId);
  const leave = useGuardedLeave();

  if (campgroundId === null) return <p>No campground to configure yet.</p>;
  const canManage = area.canManage(campgroundId);
  return (
    <div className="po-stack">
      {area.campgrounds.length > 1 && (
        <NativeSelect
          label="Campground"
          value={area.campgrounds.find((c) => c.id === campgroundId)?.name ?? ''}
          options={area.campgrounds.map((c) => c.name)}
          onChange={(name) => {
            const chosen = area.campgrounds.find((c) => c.id !== campgroundId && c.name === name);
            if (chosen) leave(() => area.selectCampground(chosen.id));
          }}
        />
      )}
      {settings.loading ? (
        <Spinner aria-label="Loading campground settings" />
      ) : settings.error || !settings.data ? (
        <Banner variant="error" action={<Button onPress={() => void settings.reload()}>Try Again</Button>}>
          {settingsLoadFailedMessage(settings.error?.message ?? '')}
        </Banner>
      ) : (
        <SettingsEditor
          key={campgroundId}
          data={settings.data}
          canManage={canManage}
          notify={notify}
          reload={settings.reload}
          store={settings.store}
        />
      )}
      <PayoutsSection key={`payouts-${campgroundId}`} campgroundId={campgroundId} />
      {canManage && <IntegrationsCard campgroundId={campgroundId} />}
      {canManage && <WebhooksCard campgroundId={campgroundId} />}
    </div>
  );
}

/**
 * The campground whose settings show: the one the address names (`campground=<id>`, on the way back
 * from the payment gateway or from Home), which becomes the chosen one, else the chosen one, else the
 * first.
 */
function useSettingsCampground(): string | null {
  const area = useOwnerArea();
  const [params] = useSearchParams();
  const named = params.get('campground');
  const wanted = area.campgrounds.some((c) => c.id === named) ? named : null;
  const { selectedCampgroundId, selectCampground } = area;
  useEffect(() => {
    if (wanted && wanted !== selectedCampgroundId) selectCampground(wanted);
  }, [wanted, selectedCampgroundId, selectCampground]);
  return wanted ?? selectedCampgroundId ?? area.campgrounds[0]?.id ?? null;
}

interface EditorProps {
  readonly data: CampgroundCrudData;
  readonly canManage: boolean;
  readonly notify: Notify;
  readonly reload: () => Promise<unknown>;
  readonly store: (data: CampgroundCrudData) => void;
}

function SettingsEditor({ data, canManage, notify, reload, store }: EditorProps) {
  const { api } = useAuth();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<SettingsForm>(() => formOf(data));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [pendingLogo, setPendingLogo] = useState<PendingLogo | null>(null);
  const [logoState, setLogoState] = useState<LogoUploadState>('idle');
  const [logoError, setLogoError] = useState<string | null>(null);
  // The logo's removal is a change of the form like any other: Save Changes applies it, Cancel drops it.
  const [removeLogo, setRemoveLogo] = useState(false);
  const campground = data.campground;
  const changed =
    editing && (JSON.stringify(form) !== JSON.stringify(formOf(data)) || pendingLogo !== null || removeLogo);
  useUnsavedChanges(changed);

  // A new answer from the server (a reload, a save) is what read mode shows; while editing, only
  // Refresh Settings replaces the edits (an upload's reload keeps them).
  const replaceEdits = useRef(false);
  useEffect(() => {
    if (!editing || replaceEdits.current) setForm(formOf(data));
    replaceEdits.current = false;
  }, [data, editing]);
  const refresh = async () => {
    replaceEdits.current = true;
    setServerErrors({});
    await reload();
  };

  const errors = { ...(editing ? formErrors(form) : {}), ...serverErrors };
  const preview = editing ? livePreview(form, campground.slug) : data.preview.sampleMembershipCode;
  const cardProps: FormCardProps = {
    form,
    editing,
    errors,
    setCampground: (field, value) => {
      setServerErrors({});
      setForm((f) => ({ ...f, campground: { ...f.campground, [field]: value } }));
    },
    setSettings: (field, value) => {
      setServerErrors({});
      setForm((f) => ({ ...f, settings: { ...f.settings, [field]: value } }));
    },
  };

  const leaveEditing = () => {
    setEditing(false);
    setPendingLogo(null);
    setRemoveLogo(false);
    setLogoError(null);
    setServerErrors({});
  };
  const cancel = async () => {
    leaveEditing();
    await reload();
  };
  const uploadLogo = async (): Promise<boolean> => {
    if (!pendingLogo) return true;
    setLogoState('uploading');
    const answer = await api.uploadCampgroundFile('upload-campground-logo', campground.id, pendingLogo.file);
    if (!answer.ok) {
      setLogoState('error');
      setLogoError(answer.message);
      notify('error', `${LOGO_UPLOAD_FAILED}: ${answer.message}`);
      return false;
    }
    setLogoState('done');
    return true;
  };
  const removeCurrentLogo = async (): Promise<boolean> => {
    if (!removeLogo || pendingLogo || !campground.branding_logo_url) return true;
    const answer = await api.call('remove-campground-logo', { campground_id: campground.id });
    if (!answer.ok) notify('error', answer.message);
    return answer.ok;
  };
  const save = async () => {
    if (Object.keys(formErrors(form)).length > 0) return;
    setSaving(true);
    try {
      if (!(await uploadLogo())) return;
      const removed = removeLogo && !pendingLogo && campground.branding_logo_url !== null;
      if (!(await removeCurrentLogo())) return;
      setRemoveLogo(false);
      const answer = await api.call('campground-crud-update', updateRequestOf(campground.id, form));
      if (!answer.ok) {
        setServerErrors(answer.fieldErrors ?? {});
        notify('error', `${CAMPGROUND_UPDATE_FAILED}: ${answer.message}`);
        // The logo is gone already: show so, keeping the edits.
        if (removed) await reload();
        return;
      }
      store(answer.value.data);
      leaveEditing();
      if (removed) notify('success', LOGO_REMOVED);
      notify('success', SETTINGS_SAVED);
    } finally {
      setSaving(false);
    }
  };
  const invalid = editing && Object.keys(formErrors(form)).length > 0;
  return (
    <form
      className="po-stack"
      aria-label="Campground settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="po-toolbar">
        <h3 className="po-title">{campground.name}</h3>
        {canManage &&
          (editing ? (
            <div className="po-row">
              <Button variant="outline" onPress={() => void cancel()} isDisabled={saving}>
                Cancel
              </Button>
              <Button variant="outline" onPress={() => void refresh()} isDisabled={saving}>
                Refresh Settings
              </Button>
              <Button type="submit" isPending={saving} isDisabled={invalid}>
                Save Changes
              </Button>
            </div>
          ) : (
            <Button onPress={() => setEditing(true)}>Edit Settings</Button>
          ))}
      </div>
      {!canManage && (
        <Banner variant="info">You can view these settings; only the owner can change them.</Banner>
      )}
      <div className="po-cards">
        <BasicInformationCard {...cardProps} />
        <LogoCard
          campground={campground}
          editing={editing}
          canManage={canManage}
          pending={pendingLogo}
          onPending={(pending) => {
            setPendingLogo(pending);
            setLogoState('idle');
          }}
          uploadState={logoState}
          error={logoError}
          onError={setLogoError}
          removing={removeLogo}
          onRemovingChange={setRemoveLogo}
        />
        <TermsCard
          campground={campground}
          editing={editing}
          canManage={canManage}
          notify={notify}
          onChanged={reload}
        />
        <PublicPageCards campground={campground} notify={notify} />
        <BrandingCard {...cardProps} />
        <PageTextsCard {...cardProps} />
        <FeaturesCard {...cardProps} />
        <WorkflowCard {...cardProps} />
        <MemberEmailsCard {...cardProps} />
        <OperatingSeasonCard {...cardProps} />
        <MembershipCodeCard {...cardProps} preview={preview} />
      </div>
    </form>
  );
}
