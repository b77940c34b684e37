import type { AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_ALL_STATUSES,
  ADMIN_CAMPGROUND_DELETE_FAILED,
  ADMIN_CAMPGROUND_DELETED,
  ADMIN_CAMPGROUNDS_INFO,
  ADMIN_CAMPGROUNDS_INFO_TITLE,
  ADMIN_CAMPGROUNDS_TITLE,
  ADMIN_DELETE_CAMPGROUND_CONFIRM,
  ADMIN_NO_CAMPGROUNDS_FOUND,
  ADMIN_STATUS_FILTER,
  adminDeleteCampgroundTitle,
  CAMPGROUND_STATUSES,
} from '@camppass/domain';
import { AlertDialog, Badge, Banner, Button, NativeSelect, PayoutStateBadge } from '@camppass/ui';
import { useState } from 'react';
import { type Feedback, FeedbackBanner } from './AdminFeedback';
import { AdminSearchList } from './AdminSearchList';
import { useAdminCampgrounds, useAdminWrites } from './admin-queries';
import { CreateCampgroundForm } from './CreateCampgroundForm';
import { EditCampgroundModal } from './EditCampgroundModal';

type StatusFilter = 'all' | (typeof CAMPGROUND_STATUSES)[number];
const STATUS_OPTIONS = [ADMIN_ALL_STATUSES, ...CAMPGROUND_STATUSES] as const;

const placeOf = (campground: AdminCampgroundView) =>
  [campground.city, campground.state].filter(Boolean).join(', ') || campground.address;

/** The state of the campground's payouts account (Stripe Connect), when the list says it. */
const payoutsOf = (campground: AdminCampgroundView) =>
  campground.payout_state ? <PayoutStateBadge state={campground.payout_state} /> : '—';

/** Info banner, create form, the table of every campground with Edit and Delete (03 §2.10). */
export function CampgroundsTab() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<AdminCampgroundView | null>(null);
  const [deleting, setDeleting] = useState<AdminCampgroundView | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { api, refresh } = useAdminWrites();

  const remove = async (campground: AdminCampgroundView) => {
    const done = await api.call('admin-delete-campground', { campground_id: campground.id });
    setFeedback(
      done.ok
        ? { variant: 'success', text: `${ADMIN_CAMPGROUND_DELETED}: ${campground.name}` }
        : { variant: 'error', text: `${ADMIN_CAMPGROUND_DELETE_FAILED}: ${done.message}` },
    );
    await refresh();
  };

  return (
    <div className="admin-tab">
      <Banner variant="info" title={ADMIN_CAMPGROUNDS_INFO_TITLE}>
        {ADMIN_CAMPGROUNDS_INFO}
      </Banner>
      <CreateCampgroundForm />
      <section className="admin-panel">
        <AdminSearchList<AdminCampgroundView>
          title={ADMIN_CAMPGROUNDS_TITLE}
          what="campgrounds"
          emptyTitle={ADMIN_NO_CAMPGROUNDS_FOUND}
          useRows={useAdminCampgrounds}
          filter={status}
          filters={
            <NativeSelect
              label={ADMIN_STATUS_FILTER}
              value={status === 'all' ? ADMIN_ALL_STATUSES : status}
              options={STATUS_OPTIONS}
              onChange={(value) => setStatus(value === ADMIN_ALL_STATUSES ? 'all' : (value as StatusFilter))}
            />
          }
          columns={['Name', 'Slug', 'Location', 'Owner', 'Status', 'Payouts', 'Actions']}
          cells={(campground) => ({
            Name: campground.name,
            Slug: campground.slug,
            Location: placeOf(campground),
            Owner: campground.ownerName,
            Status: <Badge status={campground.status ?? 'active'}>{campground.status ?? 'active'}</Badge>,
            Payouts: payoutsOf(campground),
            Actions: (
              <div className="admin-actions">
                <Button
                  variant="outline"
                  aria-label={`Edit ${campground.name}`}
                  onPress={() => setEditing(campground)}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Delete ${campground.name}`}
                  onPress={() => setDeleting(campground)}
                >
                  Delete
                </Button>
              </div>
            ),
          })}
        >
          <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />
        </AdminSearchList>
      </section>
      {editing && (
        <EditCampgroundModal
          campground={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => setFeedback({ variant: 'success', text })}
        />
      )}
      {deleting && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          title={adminDeleteCampgroundTitle(deleting.name)}
          variant="destructive"
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
        >
          {ADMIN_DELETE_CAMPGROUND_CONFIRM}
        </AlertDialog>
      )}
    </div>
  );
}
