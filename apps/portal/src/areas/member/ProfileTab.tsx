import type { MemberProfile } from '@camppass/client';
import { MEMBER_DASHBOARD_WORDS as WORDS } from '@camppass/domain';
import { Badge, Card } from '@camppass/ui';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DocumentsSection } from './DocumentsSection';
import { LoadFailed, Loading } from './LoadState';
import { useMemberProfile } from './member-queries';
import { showDate, showInstantDate } from './membership-format';
import { ProfileEditButton } from './ProfileEditModal';

/**
 * The Profile tab (02 §2): basic info with the profile-edit modal, address, special requests, account
 * activity with Change Password, and the member's documents.
 */
export function ProfileTab() {
  return (
    <div className="pm-stack">
      <ProfileCards />
      <DocumentsSection />
    </div>
  );
}

function ProfileCards() {
  const profile = useMemberProfile();
  if (profile.loading) return <Loading label={WORDS.loadingProfile} />;
  if (!profile.data)
    return profile.error ? <LoadFailed message={profile.error.message} onRetry={profile.retry} /> : null;
  return <ProfileDetails profile={profile.data.profile} />;
}

/** A label and its value, or 'Not provided' when the profile has none. */
function Entry({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value?.trim() ? value : WORDS.notProvided}</dd>
    </>
  );
}

function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <div className="pm-panels">
      <Card title={WORDS.basicInformation} headingLevel={2}>
        <dl className="pm-details">
          <Entry label={WORDS.fullName} value={fullName} />
          <Entry label={WORDS.email} value={profile.email} />
          <Entry label={WORDS.phone} value={profile.phone} />
          <Entry label={WORDS.dateOfBirth} value={profile.dateOfBirth && showDate(profile.dateOfBirth)} />
        </dl>
        <ProfileEditButton />
      </Card>
      <Card title={WORDS.addressInformation} headingLevel={2}>
        <dl className="pm-details">
          <Entry label={WORDS.streetAddress} value={profile.streetAddress} />
          <Entry label={WORDS.city} value={profile.city} />
          <Entry label={WORDS.stateProvince} value={profile.stateProvince} />
          <Entry label={WORDS.postalCode} value={profile.postalCode} />
          <Entry label={WORDS.country} value={profile.country} />
        </dl>
      </Card>
      <Card title={WORDS.specialRequests} headingLevel={2}>
        <p className="pm-text">{profile.specialRequests?.trim() || WORDS.noSpecialRequests}</p>
      </Card>
      <Card title={WORDS.accountActivity} headingLevel={2}>
        <dl className="pm-details">
          <dt>{WORDS.accountStatus}</dt>
          <dd>
            <Badge status={profile.status}>{profile.status}</Badge>
          </dd>
          <Entry label={WORDS.memberSince} value={showInstantDate(profile.createdAt)} />
          <Entry label={WORDS.lastUpdated} value={showInstantDate(profile.updatedAt)} />
        </dl>
        <ChangePasswordDialog email={profile.email} />
      </Card>
    </div>
  );
}
