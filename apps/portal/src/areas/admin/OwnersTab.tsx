import type { AdminOwnerView } from '@camppass/client';
import {
  ADMIN_NO_OWNERS_FOUND,
  ADMIN_OWNER_ACTIONS,
  ADMIN_OWNER_UNASSIGNED,
  ADMIN_OWNERS_TITLE,
  type AdminOwnerAction,
  adminOwnerActionFailed,
  adminOwnerActionTitle,
} from '@camppass/domain';
import { AlertDialog, Badge, Banner, Button, Cell, Column, Row, TableHeader } from '@camppass/ui';
import { useState } from 'react';
import { AdminSearchList } from './AdminSearchList';
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
type Feedback = { readonly variant: 'success' | 'error'; readonly text: string } | null;

/** The invite form and every owner, with Suspend/Activate and Delete behind a confirmation. */
export function OwnersTab() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
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
      <section className="admin-panel">
        <AdminSearchList<AdminOwnerView>
          title={ADMIN_OWNERS_TITLE}
          what="owners"
          emptyTitle={ADMIN_NO_OWNERS_FOUND}
          useRows={useAdminOwners}
          header={
            <TableHeader>
              <Column id="name" isRowHeader>
                Name
              </Column>
              <Column id="email">Email</Column>
              <Column id="campground">Campground</Column>
              <Column id="status">Status</Column>
              <Column id="actions">Actions</Column>
            </TableHeader>
          }
          row={(owner) => (
            <Row id={owner.id}>
              <Cell>{nameOf(owner)}</Cell>
              <Cell>{owner.email}</Cell>
              <Cell>
                {owner.ownedCampgrounds.length === 0
                  ? ADMIN_OWNER_UNASSIGNED
                  : owner.ownedCampgrounds.map((campground) => campground.name).join(', ')}
              </Cell>
              <Cell>{owner.status ? <Badge status={owner.status}>{owner.status}</Badge> : '—'}</Cell>
              <Cell>
                <div className="admin-actions">
                  {actionButton(owner.status === 'suspended' ? 'activate' : 'suspend', owner)}
                  {actionButton('delete', owner)}
                </div>
              </Cell>
            </Row>
          )}
        >
          {feedback && (
            <Banner variant={feedback.variant} onDismiss={() => setFeedback(null)}>
              {feedback.text}
            </Banner>
          )}
        </AdminSearchList>
      </section>
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
