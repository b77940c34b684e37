import type { AdminMemberView } from '@camppass/client';
import {
  ADMIN_NO_EMERGENCY_CONTACT,
  ADMIN_NO_MILITARY_STATUS,
  ADMIN_RETRY,
  adminMembershipTypeLabel,
  MEMBER_DETAILS_LOAD_FAILED,
} from '@camppass/domain';
import { Badge, Banner, Button, Modal, Skeleton } from '@camppass/ui';
import { useMemberDetails } from './admin-queries';
import { day, nameOfMember } from './MembersTab';

/** Every Admin member field of 03 §3, with the member's memberships, loaded when it opens. */
export function MemberDetailsModal({
  title,
  member,
  onClose,
  onContact,
}: {
  readonly title: string;
  readonly member: AdminMemberView;
  readonly onClose: () => void;
  readonly onContact: () => void;
}) {
  const details = useMemberDetails(member.id);
  const data = details.data?.data;
  return (
    <Modal
      isOpen
      title={`${title}: ${nameOfMember(member)}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button onPress={onContact}>Contact</Button>
        </>
      }
    >
      {details.error ? (
        <Banner variant="error" action={<Button onPress={details.retry}>{ADMIN_RETRY}</Button>}>
          {`${MEMBER_DETAILS_LOAD_FAILED}: ${details.error.message}`}
        </Banner>
      ) : details.loading || !data ? (
        <Skeleton lines={6} />
      ) : (
        <div className="admin-panel">
          <dl className="admin-claims">
            <dt>Name</dt>
            <dd>{nameOfMember(data)}</dd>
            <dt>First Name</dt>
            <dd>{data.firstName || '—'}</dd>
            <dt>Last Name</dt>
            <dd>{data.lastName || '—'}</dd>
            <dt>Email</dt>
            <dd>{data.email}</dd>
            <dt>Phone</dt>
            <dd>{data.phone || '—'}</dd>
            <dt>Campground</dt>
            <dd>{data.campgroundName ?? '—'}</dd>
            <dt>Membership Type</dt>
            <dd>{adminMembershipTypeLabel(data.membershipType)}</dd>
            <dt>Status</dt>
            <dd>
              <Badge status={data.membershipStatus}>{data.membershipStatus}</Badge>
            </dd>
            <dt>Joined</dt>
            <dd>{day(data.joinDate)}</dd>
            <dt>Last Active</dt>
            <dd>{day(data.updatedAt)}</dd>
            <dt>Emergency Contact</dt>
            <dd>
              {data.emergencyContact
                ? [
                    data.emergencyContact.name,
                    data.emergencyContact.relationship,
                    data.emergencyContact.phone,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : ADMIN_NO_EMERGENCY_CONTACT}
            </dd>
            <dt>Military Status</dt>
            <dd>{data.militaryStatus || ADMIN_NO_MILITARY_STATUS}</dd>
          </dl>
          {data.memberships.length > 0 && (
            <>
              <h3 className="admin-subheading">Memberships</h3>
              <ul className="admin-list" aria-label="Memberships">
                {data.memberships.map((membership) => (
                  <li key={membership.id}>
                    <strong>{membership.membershipCode}</strong>
                    <span>{membership.campgroundName}</span>
                    <span>{adminMembershipTypeLabel(membership.membershipType)}</span>
                    <Badge status={membership.membershipStatus}>{membership.membershipStatus}</Badge>
                    <span>
                      {day(membership.startDate)} – {day(membership.endDate)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
