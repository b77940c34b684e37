import {
  type CalendarDate,
  cardPassDates,
  err,
  GATE_CODE_NOT_FOUND,
  ok,
  type Result,
  todayInZone,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Principal } from '../shared/principal';
import { gateRefusal } from './card-gate';

/** What the scanner would say of the membership's card today, without the card. */
type CodeVerdict = 'valid' | 'expired' | 'not-started' | 'cancelled';

export interface CodeCheck {
  readonly verdict: CodeVerdict;
  readonly membershipId: string;
  readonly memberName: string;
  readonly membershipTypeName: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
}

/**
 * The scanner's rule on a membership record: cancelled or archived (what the revocation list holds)
 * is cancelled, an expired status is expired whatever its dates, otherwise its dates against today.
 */
const codeVerdict = (
  membership: Pick<MembershipRecord, 'status' | 'startDate' | 'endDate'>,
  today: CalendarDate,
): CodeVerdict => {
  if (membership.status === 'cancelled' || membership.status === 'archived') return 'cancelled';
  if (membership.status === 'expired') return 'expired';
  return cardPassDates(membership, today);
};

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * check-membership-code: for a member at the gate without their card, the campground's membership
 * with this code whose member has this e-mail, judged as the scanner judges a card
 * (docs/decisions/card-at-the-gate.md#typed-code-and-e-mail). Another campground's code, or a code
 * with another member's e-mail, answers exactly as an unknown one. Owner and staff only.
 */
export class CheckMembershipCode {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'clock'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly membershipCode: string;
    readonly email: string;
  }): Promise<Result<CodeCheck, 'FORBIDDEN' | 'NOT_FOUND'>> {
    const refused = gateRefusal(input.actor, input.campgroundId);
    if (refused) return refused;
    const { repos } = this.ports;
    const memberships = await repos.memberships.listByMemberEmail(input.campgroundId, input.email);
    const membership = memberships.find((m) => sameCode(m.membershipCode, input.membershipCode));
    const campground = membership ? await repos.campgrounds.findById(input.campgroundId) : null;
    if (!membership || !campground) return err('NOT_FOUND', GATE_CODE_NOT_FOUND);
    const [profile, user, type] = await Promise.all([
      repos.users.findProfile(membership.memberId),
      repos.users.findById(membership.memberId),
      repos.membershipTypes.findById(membership.membershipTypeId),
    ]);
    const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
    return ok({
      verdict: codeVerdict(membership, todayInZone(this.ports.clock.now(), campground.timeZone)),
      membershipId: membership.id,
      memberName: name || user?.email || '',
      membershipTypeName: type ? type.displayName || type.name : '',
      startDate: membership.startDate,
      endDate: membership.endDate,
    });
  }
}
