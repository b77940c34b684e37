import { platformShareReturned, todayInZone } from '@camppass/domain';
import type {
  EarningsFigures,
  EarningsQuery,
  EarningsRepository,
  PayoutChange,
  StoredPayout,
} from '../ports/repositories/earnings-repository';
import { copy, type InMemoryStore } from './in-memory-store';

/** The owner's Home money over the in-memory tables, as the SQL repository sums it. */
export class InMemoryEarningsRepository implements EarningsRepository {
  constructor(private readonly store: InMemoryStore) {}

  async earnings(query: EarningsQuery): Promise<EarningsFigures> {
    const figures = {
      grossCents: 0,
      platformFeesCents: 0,
      refundsCents: 0,
      paymentCount: 0,
      officeCents: 0,
      officeCount: 0,
    };
    for (const payment of this.store.tables.payments.values()) {
      if (payment.campgroundId !== query.campgroundId || payment.status !== 'succeeded') continue;
      const day = todayInZone(payment.createdAt, query.timeZone);
      if (day < query.from || day > query.to) continue;
      const refunded = payment.refundedCents ?? 0;
      if (payment.recordedBy) {
        figures.officeCents += payment.amountCents - refunded;
        figures.officeCount += 1;
        continue;
      }
      const fee = payment.applicationFeeCents ?? 0;
      figures.grossCents += payment.amountCents;
      figures.platformFeesCents += fee - platformShareReturned(fee, payment.amountCents, refunded);
      figures.refundsCents += refunded;
      figures.paymentCount += 1;
    }
    return {
      ...figures,
      netCents: figures.grossCents - figures.platformFeesCents - figures.refundsCents,
    };
  }

  async savePayout(payout: StoredPayout, at: Date): Promise<PayoutChange> {
    const existing = this.store.tables.payouts.get(payout.id);
    const status = existing?.status === 'failed' ? 'failed' : payout.status;
    this.store.tables.payouts.set(payout.id, {
      ...copy(payout),
      campgroundId: existing?.campgroundId ?? payout.campgroundId,
      status,
      failureMessage:
        status === 'failed' ? (payout.failureMessage ?? existing?.failureMessage ?? null) : null,
      updatedAt: at,
    });
    return { previousStatus: existing?.status ?? null, status };
  }

  async listPayouts(campgroundId: string, limit: number): Promise<StoredPayout[]> {
    return [...this.store.tables.payouts.values()]
      .filter((payout) => payout.campgroundId === campgroundId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map(({ updatedAt: _, ...payout }) => copy(payout));
  }
}
