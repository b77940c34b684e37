import type { OwnerCampground, OwnerMembershipType } from '@camppass/client';
import {
  DELETE_MEMBERSHIP_TYPE_CONFIRMATION,
  MEMBERSHIP_TYPE_SAVE_FAILED,
  MEMBERSHIP_TYPE_STATUS_FAILED,
  NO_CAMPGROUNDS_YET_TITLE,
  OWNER_MEMBERSHIP_TYPES_LOAD_ERROR,
  validateMembershipTypeForm,
  MEMBERSHIP_TYPES_WORDS as WORDS,
} from '@camppass/domain';
import {
  AlertDialog,
  Banner,
  Button,
  EmptyState,
  SearchField,
  Select,
  SelectItem,
  Spinner,
} from '@camppass/ui';
import { useState } from 'react';
import { MembershipTypeCard } from './MembershipTypeCard';
import { MembershipTypeForm } from './MembershipTypeForm';
import { bodyOf, draftOf, emptyDraft, matchesSearch, type TypeDraft } from './membership-type-draft';
import { useMembershipTypes, useMembershipTypeWrites } from './membership-type-queries';
import { useOwnerArea } from './owner-area';
import './membership-types.css';

/** Failures whose message is the server's rule (03 §5) or refusal, shown as it is. */
const RULE_CODES = new Set(['VALIDATION_ERROR', 'FORBIDDEN', 'MEMBERSHIP_TYPE_NOT_FOUND']);

type Feedback = { readonly variant: 'success' | 'error'; readonly text: string } | null;
/** The open form: a new type (null) or the type being edited. */
type OpenForm = { readonly editing: OwnerMembershipType | null; readonly key: number } | null;

/** The Membership Types tab (03 §2.6): the chosen campground's types, and for its owner their changes. */
export function MembershipTypesTab() {
  const area = useOwnerArea();
  const first = area.campgrounds[0];
  if (!first) return <EmptyState title={NO_CAMPGROUNDS_YET_TITLE} />;
  const chosen = area.campgrounds.find((c) => c.id === area.selectedCampgroundId) ?? first;
  return <CampgroundTypes campground={chosen} />;
}

function CampgroundTypes({ campground }: { readonly campground: OwnerCampground }) {
  const area = useOwnerArea();
  const canManage = area.canManage(campground.id);
  const types = useMembershipTypes(campground.id);
  const { api, reload } = useMembershipTypeWrites();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<OpenForm>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [deleting, setDeleting] = useState<OwnerMembershipType | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const list = types.data?.data ?? [];
  const shown = list.filter((type) => matchesSearch(type, search));

  const openForm = (editing: OwnerMembershipType | null) => {
    setErrors({});
    setFormError(null);
    setFeedback(null);
    setForm({ editing, key: Date.now() });
  };

  const save = async (draft: TypeDraft) => {
    const editing = form?.editing ?? null;
    const target = area.campgrounds.find((c) => c.id === draft.campgroundId);
    const body = bodyOf(draft);
    // The rules of 03 §5 at once, as the server will check them again.
    const checked = validateMembershipTypeForm(
      { ...body, name: body.display_name, campground_id: draft.campgroundId },
      {
        campgroundMilitaryEnabled: target?.military_discount_enabled ?? false,
        existingTypes: list.map((t) => ({
          ...t,
          campgroundId: t.campground_id,
          displayName: t.display_name,
          isFeatured: t.is_featured,
        })),
        typeId: editing?.id ?? null,
      },
    );
    if (!checked.ok) {
      setErrors({ ...checked.fieldErrors });
      setFormError(null);
      return;
    }
    setSaving(true);
    const result = editing
      ? await api.call('update-membership-type', { id: editing.id, ...body })
      : await api.call('create-membership-type', { ...body, campground_id: draft.campgroundId });
    setSaving(false);
    if (result.ok) {
      setForm(null);
      setErrors({});
      setFormError(null);
      setFeedback({ variant: 'success', text: WORDS.saved });
      if (draft.campgroundId !== campground.id) area.selectCampground(draft.campgroundId);
      await reload();
      return;
    }
    const rule = RULE_CODES.has(result.code);
    setErrors(rule && result.fieldErrors ? { ...result.fieldErrors } : {});
    setFormError(rule ? (result.fieldErrors ? null : result.message) : MEMBERSHIP_TYPE_SAVE_FAILED);
  };

  const toggleActive = async (type: OwnerMembershipType, isActive: boolean) => {
    setSwitching(type.id);
    const result = await api.call('update-membership-type', { id: type.id, is_active: isActive });
    setSwitching(null);
    setFeedback(result.ok ? null : { variant: 'error', text: MEMBERSHIP_TYPE_STATUS_FAILED });
    await reload();
  };

  const remove = async (type: OwnerMembershipType) => {
    const result = await api.call('delete-membership-type', { id: type.id });
    setFeedback(
      result.ok
        ? { variant: 'success', text: `${type.display_name}: ${result.value.message}` }
        : { variant: 'error', text: result.message },
    );
    await reload();
  };

  return (
    <section className="mt-tab" aria-labelledby="mt-title">
      <div className="mt-toolbar">
        <h2 id="mt-title">{WORDS.title}</h2>
        <div className="mt-toolbar__controls">
          <SearchField label={WORDS.search} value={search} onChange={setSearch} />
          {area.campgrounds.length > 1 && (
            <Select
              label={WORDS.campground}
              items={area.campgrounds}
              selectedKey={campground.id}
              onSelectionChange={(key) => key != null && area.selectCampground(String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
          <Button variant="outline" onPress={() => void reload()}>
            {WORDS.refresh}
          </Button>
          {canManage && !form && <Button onPress={() => openForm(null)}>{WORDS.add}</Button>}
        </div>
      </div>
      {!canManage && <Banner variant="info">{WORDS.readOnly}</Banner>}
      {feedback && (
        <Banner variant={feedback.variant} onDismiss={() => setFeedback(null)}>
          {feedback.text}
        </Banner>
      )}
      {form && canManage && (
        <MembershipTypeForm
          key={form.key}
          initial={form.editing ? draftOf(form.editing) : emptyDraft(campground.id)}
          editing={form.editing !== null}
          campgrounds={area.campgrounds.filter((c) => area.canManage(c.id))}
          errors={errors}
          formError={formError}
          saving={saving}
          onSave={(draft) => void save(draft)}
          onCancel={() => setForm(null)}
        />
      )}
      {types.loading ? (
        <div role="status" className="mt-center">
          <Spinner aria-label={WORDS.loading} />
        </div>
      ) : types.error ? (
        <Banner
          variant="error"
          title={OWNER_MEMBERSHIP_TYPES_LOAD_ERROR}
          action={
            <Button variant="outline" onPress={types.retry}>
              {WORDS.tryAgain}
            </Button>
          }
        >
          {types.error.message}
        </Banner>
      ) : list.length === 0 ? (
        <EmptyState
          title={WORDS.emptyTitle}
          description={canManage ? WORDS.emptyText : undefined}
          action={
            canManage && !form ? <Button onPress={() => openForm(null)}>{WORDS.add}</Button> : undefined
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState title={WORDS.noMatchTitle} description={WORDS.noMatchText} />
      ) : (
        <ul className="mt-cards">
          {shown.map((type) => (
            <MembershipTypeCard
              key={type.id}
              type={type}
              canManage={canManage}
              switching={switching === type.id}
              onToggleActive={(t, isActive) => void toggleActive(t, isActive)}
              onEdit={openForm}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          title={`${WORDS.delete} ${deleting.display_name}`}
          variant="destructive"
          confirmLabel={WORDS.delete}
          onConfirm={() => remove(deleting)}
        >
          {DELETE_MEMBERSHIP_TYPE_CONFIRMATION}
        </AlertDialog>
      )}
    </section>
  );
}
