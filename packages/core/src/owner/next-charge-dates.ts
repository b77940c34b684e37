import { AUTO_RENEWAL_DAYS_BEFORE, type CalendarDate } from '@camppass/domain';
import { autoRenewalView } from '../checkout/auto-renewal';
import type { CorePorts } from '../ports/core-ports';

/**
 * The day each of these memberships' automatic renewal is next charged (or retried), as the member
 * and the owner's modal are told it; only memberships with it on, offered and a saved card have one.
 */
export const nextChargeDates = async (
  ports: Pick<CorePorts, 'repos' | 'config'>,
  membershipIds: readonly string[],
): Promise<ReadonlyMap<string, CalendarDate>> => {
  const daysBefore = ports.config.autoRenewal?.daysBefore ?? AUTO_RENEWAL_DAYS_BEFORE;
  const dates = new Map<string, CalendarDate>();
  for (const id of membershipIds) {
    const membership = await ports.repos.memberships.findById(id);
    if (!membership?.autoRenewal) continue;
    const { nextChargeDate } = await autoRenewalView(ports.repos, membership, daysBefore);
    if (nextChargeDate) dates.set(id, nextChargeDate);
  }
  return dates;
};
