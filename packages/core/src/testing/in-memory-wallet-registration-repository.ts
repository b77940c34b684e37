import type {
  StaleWalletPass,
  UpdatedWalletPasses,
  WalletRegistration,
  WalletRegistrationRepository,
} from '../ports/repositories/wallet-registration-repository';
import type { InMemoryStore, StoredWalletRegistration } from './in-memory-store';

type RegistrationKey = Omit<WalletRegistration, 'pushToken'>;

const sameKey = (a: RegistrationKey, b: RegistrationKey): boolean =>
  a.wallet === b.wallet && a.deviceId === b.deviceId && a.membershipId === b.membershipId;

/** A membership's `updatedAt` as the tag a device sends back: microseconds since the epoch. */
const tagOf = (updatedAt: Date): bigint => BigInt(updatedAt.getTime()) * 1000n;

/** A tag from an earlier answer: decimal digits, as a bigint holds them; anything else is none. */
const TAG = /^\d{1,19}$/;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export class InMemoryWalletRegistrationRepository implements WalletRegistrationRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): StoredWalletRegistration[] {
    return this.store.tables.walletRegistrations;
  }

  private updatedAtOf(membershipId: string): Date | undefined {
    return this.store.tables.memberships.get(membershipId)?.updatedAt;
  }

  async register(registration: WalletRegistration, at: Date): Promise<boolean> {
    const updatedAt = this.updatedAtOf(registration.membershipId);
    if (!updatedAt) return false;
    const index = this.rows.findIndex((row) => sameKey(row, registration));
    const existing = this.rows[index];
    if (existing) {
      this.rows[index] = { ...existing, pushToken: registration.pushToken, notifiedAt: updatedAt };
      return false;
    }
    const { wallet, deviceId, pushToken, membershipId } = registration;
    this.rows.push({ wallet, deviceId, pushToken, membershipId, createdAt: at, notifiedAt: updatedAt });
    return true;
  }

  async unregister(registration: RegistrationKey): Promise<boolean> {
    const before = this.rows.length;
    this.store.tables.walletRegistrations = this.rows.filter((row) => !sameKey(row, registration));
    return this.rows.length < before;
  }

  async updatedSince(deviceId: string, since: string | null): Promise<UpdatedWalletPasses | null> {
    const after = since !== null && TAG.test(since) ? BigInt(since) : null;
    const changed = this.rows.flatMap((row) => {
      const updatedAt =
        row.wallet === 'apple' && row.deviceId === deviceId && this.updatedAtOf(row.membershipId);
      return updatedAt && (after === null || tagOf(updatedAt) > after) ? [{ row, updatedAt }] : [];
    });
    if (changed.length === 0) return null;
    const newest = Math.max(...changed.map(({ updatedAt }) => updatedAt.getTime()));
    return {
      serialNumbers: changed.map(({ row }) => row.membershipId).sort(byText),
      lastUpdated: tagOf(new Date(newest)).toString(),
    };
  }

  async listStale(limit: number): Promise<StaleWalletPass[]> {
    return this.rows
      .flatMap((row): StaleWalletPass[] => {
        const updatedAt = this.updatedAtOf(row.membershipId);
        if (!updatedAt || updatedAt.getTime() <= row.notifiedAt.getTime()) return [];
        const { wallet, deviceId, pushToken, membershipId } = row;
        return [{ wallet, deviceId, pushToken, membershipId, updatedAt: new Date(updatedAt) }];
      })
      .sort(
        (a, b) =>
          a.updatedAt.getTime() - b.updatedAt.getTime() ||
          byText(a.wallet, b.wallet) ||
          byText(a.deviceId, b.deviceId) ||
          byText(a.membershipId, b.membershipId),
      )
      .slice(0, Math.max(0, limit));
  }

  async markNotified(passes: readonly StaleWalletPass[]): Promise<void> {
    this.store.tables.walletRegistrations = this.rows.map((row) => {
      const told = passes.filter((pass) => sameKey(row, pass)).map((pass) => pass.updatedAt.getTime());
      const latest = Math.max(row.notifiedAt.getTime(), ...told);
      return latest === row.notifiedAt.getTime() ? row : { ...row, notifiedAt: new Date(latest) };
    });
  }

  async removePushToken(pushToken: string): Promise<number> {
    const before = this.rows.length;
    this.store.tables.walletRegistrations = this.rows.filter(
      (row) => !(row.wallet === 'apple' && row.pushToken === pushToken),
    );
    return before - this.rows.length;
  }
}
