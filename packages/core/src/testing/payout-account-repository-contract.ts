import { describe, expect, it } from 'vitest';
import type { ConnectedAccount } from '../ports/payment-gateway';
import { minutesAfterT0, T0, unique } from './builders';
import { type RepositoryHarnessFactory, seedCampground, useRepositoryHarness } from './contract-harness';

const anAccount = (fields: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  id: `acct_${unique()}`,
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: ['external_account', 'tos_acceptance.date'],
  disabledReason: null,
  ...fields,
});

/** The behaviour every PayoutAccountRepository shares: one account per campground, kept current. */
export function describePayoutAccountRepositoryContract(
  label: string,
  factory: RepositoryHarnessFactory,
): void {
  describe(`PayoutAccountRepository contract: ${label}`, () => {
    const harness = useRepositoryHarness(factory);

    it('stores a campground’s account and finds it by campground and by account id', async () => {
      const { payoutAccounts } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const other = await seedCampground(harness.repos);
      const account = anAccount();

      const stored = await payoutAccounts.create(campground.id, account, T0);

      expect(stored).toEqual({
        campgroundId: campground.id,
        accountId: account.id,
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        requirementsDue: ['external_account', 'tos_acceptance.date'],
        disabledReason: null,
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await payoutAccounts.findByCampground(campground.id)).toEqual(stored);
      expect(await payoutAccounts.findByAccountId(account.id)).toEqual(stored);
      expect(await payoutAccounts.findByCampground(other.id)).toBeNull();
      expect(await payoutAccounts.findByCampground('not-a-uuid')).toBeNull();
      expect(await payoutAccounts.findByAccountId('acct_unknown')).toBeNull();
      expect(await payoutAccounts.listByCampgrounds([campground.id, other.id, 'not-a-uuid'])).toEqual([
        stored,
      ]);
      expect(await payoutAccounts.listByCampgrounds([])).toEqual([]);
    });

    it('keeps the first account of a campground: a later or racing create answers it', async () => {
      const { payoutAccounts } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const first = await payoutAccounts.create(campground.id, anAccount(), T0);

      const later = await payoutAccounts.create(
        campground.id,
        anAccount({ chargesEnabled: true }),
        minutesAfterT0(1),
      );
      expect(later).toEqual(first);

      const racing = await seedCampground(harness.repos);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => payoutAccounts.create(racing.id, anAccount(), T0)),
      );
      const ids = new Set(answers.map((answer) => answer.accountId));
      expect(ids.size).toBe(1);
      expect((await payoutAccounts.findByCampground(racing.id))?.accountId).toBe(answers[0]?.accountId);
    });

    it('refuses one account for two campgrounds', async () => {
      const { payoutAccounts } = harness.repos;
      const account = anAccount();
      await payoutAccounts.create((await seedCampground(harness.repos)).id, account, T0);
      await expect(
        payoutAccounts.create((await seedCampground(harness.repos)).id, account, T0),
      ).rejects.toThrow();
    });

    it('updates a known account’s state as the gateway reports it, and ignores an unknown one', async () => {
      const { payoutAccounts } = harness.repos;
      const campground = await seedCampground(harness.repos);
      const account = anAccount();
      const stored = await payoutAccounts.create(campground.id, account, T0);

      const updated = await payoutAccounts.updateState(
        {
          ...account,
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: false,
          requirementsDue: ['individual.verification.document'],
          disabledReason: 'requirements.past_due',
        },
        minutesAfterT0(5),
      );

      expect(updated).toEqual({
        ...stored,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: false,
        requirementsDue: ['individual.verification.document'],
        disabledReason: 'requirements.past_due',
        updatedAt: minutesAfterT0(5),
      });
      expect(await payoutAccounts.findByCampground(campground.id)).toEqual(updated);
      expect(await payoutAccounts.updateState(anAccount({ chargesEnabled: true }), T0)).toBeNull();

      const cleared = await payoutAccounts.updateState(
        {
          ...account,
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: true,
          requirementsDue: [],
          disabledReason: null,
        },
        minutesAfterT0(6),
      );
      expect(cleared?.requirementsDue).toEqual([]);
      expect(cleared?.payoutsEnabled).toBe(true);
    });
  });
}
