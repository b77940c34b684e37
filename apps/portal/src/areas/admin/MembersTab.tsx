import type { AdminMemberView } from '@camppass/client';
import {
  ADMIN_CONTACT_MEMBER_TITLE,
  ADMIN_MEMBER_DETAILS_TITLE,
  ADMIN_MEMBERS_TITLE,
  ADMIN_NO_MEMBERS_FOUND,
  adminMembershipTypeLabel,
} from '@camppass/domain';
import { Badge, Banner, Button } from '@camppass/ui';
import { useState } from 'react';
import { AdminSearchList } from './AdminSearchList';
import { useAdminMembers } from './admin-queries';
import { ContactMemberModal } from './ContactMemberModal';
import { MemberDetailsModal } from './MemberDetailsModal';
import { day, nameOfMember } from './member-format';

type Open = { readonly modal: 'details' | 'contact'; readonly member: AdminMemberView } | null;

/** Every member with their newest membership; details and contact in modals (03 §2.10, §3). */
export function MembersTab() {
  const [open, setOpen] = useState<Open>(null);
  const [sent, setSent] = useState<string | null>(null);
  const close = () => setOpen(null);

  return (
    <div className="admin-tab">
      <AdminSearchList<AdminMemberView>
        title={ADMIN_MEMBERS_TITLE}
        what="members"
        emptyTitle={ADMIN_NO_MEMBERS_FOUND}
        useRows={useAdminMembers}
        columns={['Name', 'Email', 'Campground', 'Type', 'Status', 'Joined', 'Actions']}
        cells={(member) => ({
          Name: nameOfMember(member),
          Email: member.email,
          Campground: member.campgroundName ?? '—',
          Type: adminMembershipTypeLabel(member.membershipType),
          Status: <Badge status={member.membershipStatus}>{member.membershipStatus}</Badge>,
          Joined: day(member.joinDate),
          Actions: (
            <div className="admin-actions">
              <Button
                variant="outline"
                aria-label={`Details of ${nameOfMember(member)}`}
                onPress={() => setOpen({ modal: 'details', member })}
              >
                Details
              </Button>
              <Button
                variant="outline"
                aria-label={`Contact ${nameOfMember(member)}`}
                onPress={() => setOpen({ modal: 'contact', member })}
              >
                Contact
              </Button>
            </div>
          ),
        })}
      >
        {sent && (
          <Banner variant="success" onDismiss={() => setSent(null)}>
            {sent}
          </Banner>
        )}
      </AdminSearchList>
      {open?.modal === 'details' && (
        <MemberDetailsModal
          title={ADMIN_MEMBER_DETAILS_TITLE}
          member={open.member}
          onClose={close}
          onContact={() => setOpen({ modal: 'contact', member: open.member })}
        />
      )}
      {open?.modal === 'contact' && (
        <ContactMemberModal
          title={ADMIN_CONTACT_MEMBER_TITLE}
          member={open.member}
          onClose={close}
          onSent={setSent}
        />
      )}
    </div>
  );
}
