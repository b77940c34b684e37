import type { OwnerMember } from '@camppass/client';
import {
  AUTO_RENEWAL_WORDS,
  IMPORT_CLAIM_WORDS,
  MEMBER_CONTACT_UNAVAILABLE,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Button, Link } from '@camppass/ui';
import { useState } from 'react';
import { showDate, showInstantDate } from '../../shared/dates';

/** A draft e-mail to the member, or null when there is no address to write to. */
const mailtoOf = (member: OwnerMember): string | null => {
  const email = member.member_profile.email.trim();
  return email ? `mailto:${email}` : null;
};

/** Contact: an e-mail draft, or the message that there is no address (03 §2.5, §8). */
export function ContactMember({ member, label }: { readonly member: OwnerMember; readonly label: string }) {
  const [unavailable, setUnavailable] = useState(false);
  const mailto = mailtoOf(member);
  const name = `${label} ${member.full_name}`;
  return mailto ? (
    <Link variant="standalone" href={mailto} aria-label={name}>
      {label}
    </Link>
  ) : (
    <>
      <Button variant="outline" aria-label={name} onPress={() => setUnavailable(true)}>
        {label}
      </Button>
      {unavailable && (
        <p role="alert" className="om-card__notice">
          {MEMBER_CONTACT_UNAVAILABLE}
        </p>
      )}
    </>
  );
}

/** The status badge, while it applies how soon the membership ends, and whether a member file brought it in. */
export function MemberStatusBadges({ member }: { readonly member: OwnerMember }) {
  return (
    <span className="om-badges">
      <Badge status={member.status}>{member.status_label}</Badge>
      {member.is_expiring_soon && (
        <Badge status="expiring">{WORDS.expiresInDays(member.days_until_expiration)}</Badge>
      )}
      {member.imported && <Badge tone="neutral">{IMPORT_CLAIM_WORDS.imported}</Badge>}
    </span>
  );
}

/**
 * One member of the list (03 §2.5): name, status, code, type, dates (with the automatic renewal's next
 * charge while it is on), markers and the two actions.
 */
export function MemberCard({
  member,
  onViewProfile,
}: {
  readonly member: OwnerMember;
  readonly onViewProfile: (member: OwnerMember) => void;
}) {
  return (
    <li className="om-card">
      <div className="om-card__head">
        <h3 className="om-card__name">{member.full_name}</h3>
        <MemberStatusBadges member={member} />
      </div>
      <dl className="om-facts">
        <div>
          <dt>{WORDS.code}</dt>
          <dd className="om-code">{member.membership_code}</dd>
        </div>
        <div>
          <dt>{WORDS.type}</dt>
          <dd>{member.membership_type.display_name}</dd>
        </div>
        <div>
          <dt>{WORDS.joined}</dt>
          <dd>{showInstantDate(member.created_at)}</dd>
        </div>
        <div>
          <dt>{WORDS.starts}</dt>
          <dd>{showDate(member.start_date)}</dd>
        </div>
        <div>
          <dt>{WORDS.ends}</dt>
          <dd>{showDate(member.end_date)}</dd>
        </div>
        {member.next_charge_date && (
          <div>
            <dt>{AUTO_RENEWAL_WORDS.ownerNextCharge}</dt>
            <dd>{showDate(member.next_charge_date)}</dd>
          </div>
        )}
      </dl>
      {(member.is_military_member || member.has_id_photo) && (
        <p className="om-badges">
          {member.is_military_member && <Badge tone="info">{WORDS.military}</Badge>}
          {member.has_id_photo && <Badge tone="neutral">{WORDS.idPhoto}</Badge>}
        </p>
      )}
      <div className="om-card__actions">
        <Button
          variant="outline"
          aria-label={`${WORDS.viewProfile} ${member.full_name}`}
          onPress={() => onViewProfile(member)}
        >
          {WORDS.viewProfile}
        </Button>
        <ContactMember member={member} label={WORDS.contact} />
      </div>
    </li>
  );
}
