import { AUTO_RENEWAL_DAYS_BEFORE, type CalendarDate } from '@camppass/domain';
import { autoRenewalViewOf, quoteAutoRenewal, quoteReads } from '../checkout/auto-renewal';
import type { CorePorts } from '../ports/core-ports';

/**
 * The day each of these memberships' automatic renewal is next charged (or retried), as the member
 * and the owner's modal are told it; only memberships with it on, offered and a saved card have one.
 * A page's memberships, cards and latest charges are read in one query each, and each campground and
 * type once, so the reads do not grow with the page (a member with a military discount adds the
 * read of their document's standing, as their price needs it).
 */
export const nextChargeDates = async (
  ports: Pick<CorePorts, 'repos' | 'config'>,
  membershipIds: readonly string[],
): Promise<ReadonlyMap<string, CalendarDate>> => {
  const { repos } = ports;
  const daysBefore = ports.config.autoRenewal?.daysBefore ?? AUTO_RENEWAL_DAYS_BEFORE;
  const dates = new Map<string, CalendarDate>();
  const memberships = (await repos.memberships.listByIds(membershipIds)).filter((m) => m.autoRenewal);
  if (memberships.length === 0) return dates;
  const ids = memberships.map((membership) => membership.id);
  const cards = new Map((await repos.autoRenewals.listCards(ids)).map((card) => [card.membershipId, card]));
  const latest = new Map(
    (await repos.autoRenewals.listLatest(ids)).map((charge) => [charge.membershipId, charge]),
  );
  const reads = quoteReads(repos);
  for (const membership of memberships) {
    const card = cards.get(membership.id) ?? null;
    if (!card) continue;
    const quote = await quoteAutoRenewal(repos, membership, reads);
    const { nextChargeDate } = autoRenewalViewOf({
      membership,
      quote,
      card,
      latest: latest.get(membership.id),
      daysBefore,
    });
    if (nextChargeDate) dates.set(membership.id, nextChargeDate);
  }
  return dates;
};
