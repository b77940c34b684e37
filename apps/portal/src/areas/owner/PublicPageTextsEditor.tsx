import type { CampgroundCrudData } from '@camppass/client';
import {
  CAMPGROUND_UPDATE_FAILED,
  draftMessage,
  type PageTextsDraft,
  PREVIEW_READY_MESSAGE,
  settingsLoadFailedMessage,
  CAMPGROUND_SETTINGS_WORDS as WORDS,
} from '@camppass/domain';
import { Banner, Button, Card, Spinner } from '@camppass/ui';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useUnsavedChanges } from '../../shared/leave-guard/LeaveGuard';
import './settings.css';
import { useOwnerArea } from './owner-area';
import { publicPagePath } from './owner-format';
import { PageTextsFields } from './SettingsWorkflowFields';
import { notify } from './settings-feedback';
import { formOf, type SettingsForm } from './settings-form';
import { useCampgroundSettings } from './settings-queries';

const textsOf = (form: SettingsForm): PageTextsDraft => ({
  public_page_title: form.campground.public_page_title,
  public_page_description: form.campground.public_page_description,
  membership_type_desc: form.campground.membership_type_desc,
  information_desc: form.campground.information_desc,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The Public Page tab's editor of the page's own words (title, description, the plans' and Get in
 * Touch texts) with the page's preview beside it, showing the texts as they are typed.
 */
export function PublicPageTextsEditor({
  campgroundId,
  slug,
}: {
  readonly campgroundId: string;
  readonly slug: string;
}) {
  const settings = useCampgroundSettings(campgroundId);
  if (settings.loading) return <Spinner aria-label={WORDS.pageTextsLoading} />;
  if (settings.error || !settings.data)
    return (
      <Banner variant="error" action={<Button onPress={() => void settings.reload()}>Try Again</Button>}>
        {settingsLoadFailedMessage(settings.error?.message ?? '')}
      </Banner>
    );
  return <TextsForm key={campgroundId} data={settings.data} slug={slug} store={settings.store} />;
}

function TextsForm({
  data,
  slug,
  store,
}: {
  readonly data: CampgroundCrudData;
  readonly slug: string;
  readonly store: (data: CampgroundCrudData) => void;
}) {
  const { api } = useAuth();
  const area = useOwnerArea();
  const canManage = area.canManage(data.campground.id);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form, setForm] = useState<SettingsForm>(() => formOf(data));
  const saved = textsOf(formOf(data));
  const texts = textsOf(form);
  const changed = editing && JSON.stringify(texts) !== JSON.stringify(saved);
  useUnsavedChanges(changed);

  const frame = useRef<HTMLIFrameElement>(null);
  const send = () => frame.current?.contentWindow?.postMessage(draftMessage(texts), window.location.origin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are what is sent; `send` reads them.
  useEffect(send, [JSON.stringify(texts)]);
  // The preview says when it listens: it may have missed what was sent while it loaded.
  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data === PREVIEW_READY_MESSAGE
      )
        send();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  });

  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.call('campground-crud-update', {
        campground_id: data.campground.id,
        campground: {
          public_page_title: orNull(texts.public_page_title),
          public_page_description: orNull(texts.public_page_description),
          membership_type_desc: orNull(texts.membership_type_desc),
          information_desc: orNull(texts.information_desc),
        },
      });
      if (!answer.ok) {
        notify('error', `${CAMPGROUND_UPDATE_FAILED}: ${answer.message}`);
        return;
      }
      store(answer.value.data);
      setForm(formOf(answer.value.data));
      setEditing(false);
      notify('success', WORDS.pageTextsSaved);
      void area.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="po-page-texts">
      <Card
        title={WORDS.pageTextsCard}
        headingLevel={3}
        actions={
          canManage &&
          (editing ? (
            <div className="po-row">
              <Button
                variant="outline"
                isDisabled={saving}
                onPress={() => {
                  setForm(formOf(data));
                  setEditing(false);
                }}
              >
                {WORDS.cancel}
              </Button>
              <Button isPending={saving} onPress={() => void save()}>
                {WORDS.savePageTexts}
              </Button>
            </div>
          ) : (
            <Button onPress={() => setEditing(true)}>{WORDS.editPageTexts}</Button>
          ))
        }
      >
        <PageTextsFields
          form={form}
          editing={editing}
          setCampground={(field, value) =>
            setForm((f) => ({ ...f, campground: { ...f.campground, [field]: value } }))
          }
        />
      </Card>
      <section className="po-page-preview" aria-label={WORDS.livePreview}>
        <h3 className="cp-field__label">{WORDS.livePreview}</h3>
        <iframe ref={frame} title={WORDS.livePreview} src={publicPagePath(slug, true)} onLoad={send} />
      </section>
    </div>
  );
}
