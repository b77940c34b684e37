import type { AdminCampgroundView } from '@camppass/client';
import {
  ADMIN_INVITATION_RESEND_FAILED,
  ADMIN_INVITATION_RESENT,
  ADMIN_NO_PENDING_INVITATION,
  ADMIN_PENDING_INVITATIONS,
  ADMIN_RESEND_INVITATION,
  ADMIN_RESEND_INVITATION_CONFIRM,
  adminInvitationPending,
} from '@camppass/domain';
import { AlertDialog, Button } from '@camppass/ui';
import { useState } from 'react';
import { type Feedback, FeedbackBanner } from './AdminFeedback';
import { useAdminWrites, useOpenCampgrounds } from './admin-queries';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The campgrounds without an owner (the invite form's list) with their pending owner invitation,
 * if any, and Resend invitation for those: a fresh link, after a confirmation.
 */
export function AwaitingOwnerPanel() {
  const campgrounds = useOpenCampgrounds();
  const { api, refresh } = useAdminWrites();
  const [pending, setPending] = useState<AdminCampgroundView | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const open = campgrounds.data?.data ?? [];
  // The invite form above shows this list's loading, failure with Retry and 'every campground has an owner'.
  if (open.length === 0 && !feedback) return null;

  const resend = async (campground: AdminCampgroundView) => {
    const done = await api.call('admin-resend-invitation', { campgroundId: campground.id });
    setFeedback(
      done.ok
        ? {
            variant: 'success',
            text: `${ADMIN_INVITATION_RESENT}: ${done.value.data.email} (${campground.name}), valid until ${when(done.value.data.expiresAt)}`,
          }
        : { variant: 'error', text: `${ADMIN_INVITATION_RESEND_FAILED}: ${done.message}` },
    );
    await refresh();
  };

  return (
    <section className="admin-panel" aria-labelledby="awaiting-owner-title">
      <h2 id="awaiting-owner-title">{ADMIN_PENDING_INVITATIONS}</h2>
      <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />
      <ul className="admin-list" aria-labelledby="awaiting-owner-title">
        {open.map((campground) => (
          <li key={campground.id} className="admin-list-row">
            <strong>{campground.name}</strong>
            {campground.pendingInvitation ? (
              <>
                <span>
                  {adminInvitationPending(
                    campground.pendingInvitation.email,
                    when(campground.pendingInvitation.expiresAt),
                  )}
                </span>
                <Button
                  variant="outline"
                  aria-label={`${ADMIN_RESEND_INVITATION} for ${campground.name}`}
                  onPress={() => setPending(campground)}
                >
                  {ADMIN_RESEND_INVITATION}
                </Button>
              </>
            ) : (
              <span>{ADMIN_NO_PENDING_INVITATION}</span>
            )}
          </li>
        ))}
      </ul>
      {pending && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={`${ADMIN_RESEND_INVITATION} for ${pending.name}?`}
          variant="info"
          confirmLabel={ADMIN_RESEND_INVITATION}
          onConfirm={() => resend(pending)}
        >
          {ADMIN_RESEND_INVITATION_CONFIRM}
        </AlertDialog>
      )}
    </section>
  );
}
