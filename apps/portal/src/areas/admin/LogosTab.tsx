import type { AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_NO_USERS_MATCH,
  LOGO_REMOVE_TEXT,
  LOGO_REMOVED,
  LOGO_UPLOADED,
  LOGOS_NONE_FOUND,
  LOGOS_NONE_YET,
  LOGOS_SEARCH,
  LOGOS_SUBTITLE,
  LOGOS_TITLE,
  logoRemoveTitle,
  logosCount,
  UPLOAD_RULES,
} from '@camppass/domain';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  FilePicker,
  NativeSelect,
  SearchField,
  Skeleton,
} from '@camppass/ui';
import { useState } from 'react';
import { checkChosenFile } from '../../shared/uploads/check-chosen-file';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../shared/use-debounced';
import { AdminLoadError } from './AdminLoadError';
import { useAdminWrites, useLogoCampgrounds } from './admin-queries';

const STATUSES = ['All Status', 'Active', 'Inactive', 'Pending'] as const;
const statusOf = (label: string) => (label === 'All Status' ? 'all' : label.toLowerCase()) as 'all';

/** Logo Management (03 §2.9): every campground's logo, uploaded or removed by the super admin. */
export function LogosTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('All Status');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = useLogoCampgrounds({ search: settled, status: statusOf(status) });
  const all = useLogoCampgrounds({ search: '', status: 'all' });
  const rows = filtered.data?.data ?? [];
  const filtering = settled !== '' || status !== 'All Status';
  return (
    <div className="admin-tab">
      <div className="admin-toolbar">
        <div>
          <h2>{LOGOS_TITLE}</h2>
          <p>{LOGOS_SUBTITLE}</p>
        </div>
        <SearchField
          label="Search campgrounds"
          placeholder={LOGOS_SEARCH}
          value={search}
          onChange={setSearch}
        />
        <NativeSelect label="Status" value={status} options={STATUSES} onChange={setStatus} />
      </div>
      {filtered.error ? (
        <AdminLoadError what="campgrounds" error={filtered.error} onRetry={filtered.retry} />
      ) : filtered.loading ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <p role="status">
            {logosCount(filtered.data?.pagination.totalCount ?? 0, all.data?.pagination.totalCount ?? 0)}
          </p>
          {rows.length === 0 ? (
            <EmptyState
              title={LOGOS_NONE_FOUND}
              description={filtering ? ADMIN_NO_USERS_MATCH : LOGOS_NONE_YET}
            />
          ) : (
            <ul className="admin-logo-grid" aria-label="Campgrounds">
              {rows.map((campground) => (
                <li key={campground.id}>
                  <LogoManagementCard campground={campground} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function LogoManagementCard({ campground }: { readonly campground: AdminCampgroundView }) {
  const { api, refresh } = useAdminWrites();
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({
    busy: false,
    error: null,
    done: null,
  });
  const [confirming, setConfirming] = useState(false);
  const upload = async (file: File) => {
    const checked = await checkChosenFile('campground-logo', file);
    if (!checked.ok) return setState({ busy: false, error: checked.message, done: null });
    setState({ busy: true, error: null, done: null });
    const answer = await api.uploadCampgroundFile('upload-campground-logo', campground.id, file);
    setState({
      busy: false,
      error: answer.ok ? null : answer.message,
      done: answer.ok ? LOGO_UPLOADED : null,
    });
    if (answer.ok) await refresh();
  };
  const remove = async () => {
    setState({ busy: true, error: null, done: null });
    const answer = await api.call('remove-campground-logo', { campground_id: campground.id });
    setState({
      busy: false,
      error: answer.ok ? null : answer.message,
      done: answer.ok ? LOGO_REMOVED : null,
    });
    if (answer.ok) await refresh();
  };
  const place = [campground.city, campground.state].filter(Boolean).join(', ');
  return (
    <Card title={campground.name} headingLevel={3} description={place || undefined}>
      <div className="admin-logo-card">
        <Badge status={campground.status}>{campground.status}</Badge>
        <span>
          ID <code>{campground.id.slice(0, 8)}</code>
        </span>
      </div>
      {campground.branding_logo_url ? (
        <img
          className="admin-logo-card__image"
          src={campground.branding_logo_url}
          alt={`${campground.name} logo`}
        />
      ) : (
        <p>No logo uploaded</p>
      )}
      <FilePicker
        label={`Logo for ${campground.name}`}
        description="JPG, PNG, GIF, WebP or SVG, up to 5MB."
        accept={UPLOAD_RULES['campground-logo'].types.join(',')}
        chooseLabel={state.busy ? 'Uploading…' : 'Upload Logo'}
        removeLabel="Clear"
        chosen={null}
        onFile={(file) => void upload(file)}
        onRemove={() => {}}
        errorMessage={state.error}
      />
      {campground.branding_logo_url && (
        <Button variant="outline" onPress={() => setConfirming(true)} isPending={state.busy}>
          Remove Logo
        </Button>
      )}
      {state.done && <p role="status">{state.done}</p>}
      {confirming && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(false)}
          title={logoRemoveTitle(campground.name)}
          variant="destructive"
          confirmLabel="Remove Logo"
          onConfirm={remove}
        >
          {LOGO_REMOVE_TEXT}
        </AlertDialog>
      )}
    </Card>
  );
}
