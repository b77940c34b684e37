import { AUTO_RENEWAL_DAYS_BEFORE, addDays, calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { autoRenewalView } from '../checkout/auto-renewal';
import type { Repositories } from '../ports/unit-of-work';
import { aMembership, T0 } from '../testing/builders';
import { seedUser, unwrap } from '../testing/contract-harness';
import { ownerMembersFixture } from '../testing/owner-members-fixture';
import { nextChargeDates } from './next-charge-dates';

/** The repositories with every method call counted, by `repository.method`. */
const counted = (repos: Repositories) => {
  const calls = new Map<string, number>();
  const wrapped = new Proxy(repos, {
    get(target, name: string) {
      const repository = Reflect.get(target, name) as object;
      return new Proxy(repository, {
        get(inner, method: string) {
          const value = Reflect.get(inner, method) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.set(`${name}.${method}`, (calls.get(`${name}.${method}`) ?? 0) + 1);
            return (value as (...a: unknown[]) => unknown).apply(inner, args);
          };
        },
      });
    },
  });
  return { repos: wrapped, total: () => [...calls.values()].reduce((sum, n) => sum + n, 0) };
};

/** Pine Valley's owner list with `count` more members whose yearly automatic renewal is on, with a card. */
async function withRenewingMembers(count: number) {
  const f = await ownerMembersFixture();
  await f.repos.membershipTypes.update(f.bob.membershipTypeId, { durationDays: 365 }, T0);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await seedUser(f.repos, `renewing-${n}@camp.test`);
    const membership = unwrap(
      await f.repos.memberships.create(
        aMembership({
          campgroundId: f.pine.id,
          memberId: user.id,
          membershipTypeId: f.bob.membershipTypeId,
          membershipCode: `PINE-R${n}`,
          endDate: `2026-12-${String(10 + n).padStart(2, '0')}`,
          autoRenewal: true,
        }),
      ),
    );
    await f.repos.autoRenewals.saveCard(
      {
        membershipId: membership.id,
        customerId: `cus_${n}`,
        paymentMethodId: `pm_${n}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      },
      T0,
    );
    ids.push(membership.id);
  }
  return { f, ids };
}

describe('nextChargeDates', () => {
  it('tells each renewing membership its charge day, as the one-membership view does', async () => {
    const { f, ids } = await withRenewingMembers(3);
    // Bob's is on with no card, Ada's is off: neither has a charge day.
    await f.repos.memberships.update(f.bob.id, { autoRenewal: true }, T0);
    const dates = await nextChargeDates(f.core, [f.ada.id, f.bob.id, ...ids, 'no-such-id']);
    expect([...dates.keys()].sort()).toEqual([...ids].sort());
    for (const [n, id] of ids.entries()) {
      const charge = addDays(
        calendarDate(`2026-12-${String(10 + n).padStart(2, '0')}`),
        -AUTO_RENEWAL_DAYS_BEFORE,
      );
      expect(dates.get(id)).toBe(charge);
      const membership = await f.repos.memberships.findById(id);
      if (!membership) throw new Error('missing membership');
      expect((await autoRenewalView(f.repos, membership, AUTO_RENEWAL_DAYS_BEFORE)).nextChargeDate).toBe(
        charge,
      );
    }
  });

  it('reads as much for a page of many renewing members as for a page of few', async () => {
    const few = await withRenewingMembers(2);
    const many = await withRenewingMembers(8);
    const fewReads = counted(few.f.repos);
    const manyReads = counted(many.f.repos);
    expect((await nextChargeDates({ ...few.f.core, repos: fewReads.repos }, few.ids)).size).toBe(2);
    expect((await nextChargeDates({ ...many.f.core, repos: manyReads.repos }, many.ids)).size).toBe(8);
    expect(manyReads.total()).toBe(fewReads.total());
    // The memberships, their cards, their latest charges, the campground, its settings, the type.
    expect(fewReads.total()).toBe(6);
  });

  it('reads nothing more when no membership of the page renews itself', async () => {
    const { f } = await withRenewingMembers(0);
    const reads = counted(f.repos);
    expect((await nextChargeDates({ ...f.core, repos: reads.repos }, [f.ada.id, f.bob.id])).size).toBe(0);
    expect(reads.total()).toBe(1);
  });
});
