import type { AdminOwnerView } from '@camppass/client';
import {
  ADMIN_ASSIGN_CAMPGROUND,
  ADMIN_NO_OWNERS_FOUND,
  ADMIN_OWNER_ACTIONS,
  ADMIN_OWNER_UNASSIGNED,
  ADMIN_OWNERS_TITLE,
  type AdminOwnerAction,
  adminOwnerActionFailed,
  adminOwnerActionTitle,
} from '@camppass/domain';
import { AlertDialog, Badge, Button } from '@camppass/ui';
import { useState } from 'react';
import { type Feedback, FeedbackBanner } from './AdminFeedback';
import { AdminSearchList } from './AdminSearchList';
import { AssignCampgroundModal } from './AssignCampgroundModal';
import { AwaitingOwnerPanel } from './AwaitingOwnerPanel';
import { useAdminOwners, useAdminWrites } from './admin-queries';
import { InviteOwnerForm } from './InviteOwnerForm';

const FUNCTION_OF = {
  suspend: 'admin-suspend-owner',
  activate: 'admin-reactivate-owner',
  delete: 'admin-delete-owner',
} as const satisfies Record<AdminOwnerAction, string>;

const nameOf = (owner: AdminOwnerView) => owner.name.trim() || owner.email;

interface Pending {
  readonly action: AdminOwnerAction;
  readonly owner: AdminOwnerView;
}

/** The invite form and every owner, with Suspend/Activate and Delete behind a confirmation. */
export function OwnersTab() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [assigning, setAssigning] = useState<AdminOwnerView | null>(null);
  const { api, refresh } = useAdminWrites();

  const act = async ({ action, owner }: Pending) => {
    const done = await api.call(FUNCTION_OF[action], { ownerId: owner.id });
    setFeedback(
      done.ok
        ? { variant: 'success', text: `${ADMIN_OWNER_ACTIONS[action].done}: ${nameOf(owner)}` }
        : { variant: 'error', text: adminOwnerActionFailed(action, done.message) },
    );
    await refresh();
  };

  const actionButton = (action: AdminOwnerAction, owner: AdminOwnerView) => (
    <Button
      variant={action === 'delete' ? 'danger' : 'outline'}
      aria-label={`${ADMIN_OWNER_ACTIONS[action].label} ${nameOf(owner)}`}
      onPress={() => setPending({ action, owner })}
    >
      {ADMIN_OWNER_ACTIONS[action].label}
    </Button>
  );

  return (
    <div className="admin-tab">
      <InviteOwnerForm />
      <AwaitingOwnerPanel />
      <section className="admin-panel">
        <AdminSearchList<AdminOwnerView>
          title={ADMIN_OWNERS_TITLE}
          what="owners"
          emptyTitle={ADMIN_NO_OWNERS_FOUND}
          useRows={useAdminOwners}
          columns={['Name', 'Email', 'Campground', 'Status', 'Actions']}
          cells={(owner) => ({
            Name: nameOf(owner),
            Email: owner.email,
            Campground:
              owner.ownedCampgrounds.length === 0
                ? ADMIN_OWNER_UNASSIGNED
                : owner.ownedCampgrounds.map((campground) => campground.name).join(', '),
            Status: owner.status ? <Badge status={owner.status}>{owner.status}</Badge> : '—',
            Actions: (
              <div className="admin-actions">
                {actionButton(owner.status === 'suspended' ? 'activate' : 'suspend', owner)}
                <Button
                  variant="outline"
                  aria-label={`${ADMIN_ASSIGN_CAMPGROUND} to ${nameOf(owner)}`}
                  onPress={() => setAssigning(owner)}
                >
                  {ADMIN_ASSIGN_CAMPGROUND}
                </Button>
                {actionButton('delete', owner)}
              </div>
            ),
          })}
        >
          <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />
        </AdminSearchList>
      </section>
      {assigning && (
        <AssignCampgroundModal
          owner={assigning}
          ownerName={nameOf(assigning)}
          onClose={() => setAssigning(null)}
          onDone={({ text }) => setFeedback({ variant: 'success', text })}
        />
      )}
      {pending && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={adminOwnerActionTitle(pending.action, nameOf(pending.owner))}
          variant={pending.action === 'activate' ? 'info' : 'destructive'}
          confirmLabel={ADMIN_OWNER_ACTIONS[pending.action].label}
          onConfirm={() => act(pending)}
        >
          {ADMIN_OWNER_ACTIONS[pending.action].confirm}
        </AlertDialog>
      )}
    </div>
  );
}
