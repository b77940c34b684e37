import {
  type CalendarDate,
  err,
  isValidOnDay,
  ok,
  publicMemberName,
  type Result,
  STATUS_LINK_NOT_FOUND,
  STATUS_NOT_VALID_TODAY,
  STATUS_VALID_TODAY,
  startsOnLabel,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import { describeOne } from './member-memberships';

/** What anyone holding the status link may see: no e-mail, no code, no other personal data. */
export interface MembershipStatusView {
  readonly campgroundName: string;
  readonly primaryColor: string;
  readonly secondaryColor: string;
  readonly memberName: string;
  readonly membershipTypeName: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  /** The campground's today, in its own time zone. */
  readonly today: CalendarDate;
  readonly validToday: boolean;
  readonly verdict: string;
}

/** Tokens are URL-safe random strings; anything else cannot be one and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The public status page of a membership (the card's QR code), for gate staff with any phone
 * camera and no sign-in: whether it is valid today, computed here in the campground's time zone.
 */
export class GetMembershipStatus {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  async execute(input: {
    readonly token: string;
  }): Promise<Result<MembershipStatusView, 'STATUS_LINK_NOT_FOUND'>> {
    const notFound = err('STATUS_LINK_NOT_FOUND', STATUS_LINK_NOT_FOUND);
    if (!TOKEN_PATTERN.test(input.token)) return notFound;
    return this.ports.unitOfWork.run(async (repos) => {
      const membershipId = await repos.statusTokens.findMembershipId(input.token);
      const membership = membershipId ? await repos.memberships.findById(membershipId) : null;
      if (!membership) return notFound;
      const described = await describeOne(repos, membership, this.ports.clock.now());
      const profile = await repos.users.findProfile(membership.memberId);
      const validToday = isValidOnDay(
        { status: described.status, startDate: membership.startDate, endDate: membership.endDate },
        described.today,
      );
      return ok({
        campgroundName: described.campground?.name ?? '',
        primaryColor: described.campground?.brandingPrimaryColor ?? '#3B82F6',
        secondaryColor: described.campground?.brandingSecondaryColor ?? '#64748B',
        memberName: publicMemberName(profile?.firstName ?? null, profile?.lastName ?? null),
        membershipTypeName: described.type ? described.type.displayName || described.type.name : '',
        startDate: membership.startDate,
        endDate: membership.endDate,
        today: described.today,
        validToday,
        verdict: validToday
          ? STATUS_VALID_TODAY
          : described.displayStatus === 'upcoming'
            ? startsOnLabel(membership.startDate)
            : STATUS_NOT_VALID_TODAY,
      });
    });
  }
}
