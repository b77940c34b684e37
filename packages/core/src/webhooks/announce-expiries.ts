import type { CorePorts } from '../ports/core-ports';
import { recordMembershipEvent } from './webhook-events';

/**
 * How far back an ended membership is still announced: a campground that adds an endpoint hears of
 * the last week's ends, not of every membership that ever ended, and a job that stopped for a few
 * days catches up (docs/decisions/partner-api-and-verification.md#membership-expired-is-announced-once-per-end-date).
 */
const EXPIRY_ANNOUNCE_WITHIN_DAYS = 7;

/**
 * Records `membership.expired` for each membership whose last day has passed, once per membership
 * and last day: the claim and the event are one transaction, so two workers, or a run repeated after
 * a crash, record it once. A renewal gives the membership a new last day and so a new announcement
 * when that one passes. Answers how many were recorded.
 */
export const announceExpiredMemberships = async (
  ports: Pick<CorePorts, 'repos' | 'unitOfWork' | 'clock'>,
  limit: number,
): Promise<number> => {
  const now = ports.clock.now();
  const ended = await ports.repos.webhooks.listUnannouncedExpiries(now, EXPIRY_ANNOUNCE_WITHIN_DAYS, limit);
  let announced = 0;
  for (const membership of ended) {
    const recorded = await ports.unitOfWork.run(async (repos) => {
      const current = await repos.memberships.findById(membership.membershipId);
      // Renewed or cancelled since it was listed: nothing ended.
      if (current?.status !== 'active' || current.endDate !== membership.endDate) return false;
      if (!(await repos.webhooks.claimExpiryAnnouncement(membership, now))) return false;
      await recordMembershipEvent(repos, 'membership.expired', { ...current, status: 'expired' }, now);
      return true;
    });
    if (recorded) announced += 1;
  }
  return announced;
};
