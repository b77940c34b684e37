import type { CorePorts } from '../ports/core-ports';
import type { StaleWalletPass } from '../ports/repositories/wallet-registration-repository';
import type { ApplePushOutcome, GoogleUpdateOutcome } from '../ports/wallet-passes';
import { type WalletPassPorts, walletPassOf } from './get-membership-wallet-pass';

type Ports = WalletPassPorts & Pick<CorePorts, 'repos' | 'walletPasses'>;

/** Passes taken per batch; a run takes batches until none is left or one could not all be told. */
const BATCH = 200;
const MAX_BATCHES = 10;

/** How many passes' wallets each outcome reached in one run. */
export type WalletPushCounts = Record<ApplePushOutcome | GoogleUpdateOutcome, number>;

const counts = (): WalletPushCounts => ({ sent: 0, gone: 0, failed: 0, skipped: 0, updated: 0, unknown: 0 });

/**
 * Tells each wallet holding a pass whose membership changed since it was last told (renewed, extended,
 * cancelled, refunded, edited): one empty APNs push per Apple device, after which the device fetches
 * its changed passes; the Google Wallet object brought to the pass as it stands. A wallet told is
 * marked as of the membership's change; one the network or the service failed stays to be told on the
 * next run; a push token Apple no longer knows is forgotten.
 */
export class PushWalletPassUpdates {
  constructor(private readonly ports: Ports) {}

  async execute(): Promise<WalletPushCounts> {
    const reached = counts();
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const stale = await this.ports.repos.walletRegistrations.listStale(BATCH);
      const told = [
        ...(await this.#pushApple(
          stale.filter((pass) => pass.wallet === 'apple'),
          reached,
        )),
        ...(await this.#updateGoogle(
          stale.filter((pass) => pass.wallet === 'google'),
          reached,
        )),
      ];
      await this.ports.repos.walletRegistrations.markNotified(told);
      if (stale.length < BATCH || told.length < stale.length) break;
    }
    return reached;
  }

  async #pushApple(
    passes: readonly StaleWalletPass[],
    reached: WalletPushCounts,
  ): Promise<StaleWalletPass[]> {
    const tokens = [...new Set(passes.flatMap((pass) => (pass.pushToken ? [pass.pushToken] : [])))];
    if (tokens.length === 0) return [];
    const outcomes = await this.ports.walletPasses.notifyApple(tokens);
    for (const token of tokens) {
      const outcome = outcomes.get(token) ?? 'failed';
      reached[outcome] += 1;
      if (outcome === 'gone') await this.ports.repos.walletRegistrations.removePushToken(token);
    }
    return passes.filter((pass) => {
      const outcome = pass.pushToken ? outcomes.get(pass.pushToken) : 'gone';
      return outcome === 'sent' || outcome === 'skipped';
    });
  }

  async #updateGoogle(
    passes: readonly StaleWalletPass[],
    reached: WalletPushCounts,
  ): Promise<StaleWalletPass[]> {
    const told: StaleWalletPass[] = [];
    for (const pass of passes) {
      const outcome = await this.#updateOne(pass.membershipId);
      reached[outcome] += 1;
      if (outcome !== 'failed') told.push(pass);
    }
    return told;
  }

  async #updateOne(membershipId: string): Promise<GoogleUpdateOutcome> {
    const membership = await this.ports.repos.memberships.findById(membershipId);
    if (!membership) return 'unknown';
    const pass = await walletPassOf(this.ports, membership.memberId, membershipId);
    if (!pass.ok) return 'unknown';
    return this.ports.walletPasses.updateGoogle(pass.value.content);
  }
}
