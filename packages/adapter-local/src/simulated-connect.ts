import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_UPDATED,
  type AccountBalance,
  type ConnectedAccount,
  type CreateAccountLinkInput,
  type CreateConnectedAccountInput,
  type GatewayLink,
  PAYOUT_FAILED,
  PAYOUT_PAID,
  type Payout,
  toStripeAccountObject,
  toStripePayoutObject,
} from '@camppass/core';
import { err, ok, type Result } from '@camppass/domain';
import type {
  SimulatedAccount,
  SimulatedPaymentIntent,
  SimulatedPaymentIntentStore,
  SimulatedPayout,
  SimulatedRefund,
} from './simulated-payment-intent-store';

/** Sends a signed event about a Stripe object, on the connected account. */
type Emit = (type: string, object: object, accountId: string) => Promise<void>;

export interface SimulatedConnectOptions {
  readonly store: SimulatedPaymentIntentStore;
  readonly now: () => Date;
  /** The server's public origin: the simulated onboarding and Express pages are its own. */
  readonly publicBaseUrl: string;
  readonly emit: Emit;
}

/** Charges are available for payout this long after they were made, pending before. */
const AVAILABLE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
const LINK_LIFETIME_MS = 5 * 60 * 1000;
// What Stripe asks a new Express account in the US for.
const NEW_ACCOUNT_REQUIREMENTS = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'tos_acceptance.date',
];
const CLOSED_BANK_ACCOUNT = 'The bank account has been closed.';

const connectedAccount = ({
  id,
  detailsSubmitted,
  chargesEnabled,
  payoutsEnabled,
  requirementsDue,
  disabledReason,
}: SimulatedAccount): ConnectedAccount => ({
  id,
  detailsSubmitted,
  chargesEnabled,
  payoutsEnabled,
  requirementsDue,
  disabledReason,
});

const payoutOf = ({ accountId: _, ...payout }: SimulatedPayout): Payout => payout;

/** What the campground keeps of a charge once its refunds are taken back, as Stripe settles them. */
function netOfCharge(intent: SimulatedPaymentIntent, refunds: readonly SimulatedRefund[]): number {
  const fee = intent.destination?.applicationFeeCents ?? 0;
  let net = intent.amountCents - fee;
  for (const refund of refunds) {
    if (!refund.reverseTransfer) continue;
    net -= refund.amountCents;
    if (refund.refundApplicationFee) net += Math.round((fee * refund.amountCents) / intent.amountCents);
  }
  return Math.max(0, net);
}

/**
 * The simulated gateway's Connect Express accounts: opened needing everything, enabled by the
 * simulated onboarding page; their balance is their destination charges less the platform's share
 * and refunds, available two days after the charge, and payouts pay out what is available.
 */
export class SimulatedConnect {
  constructor(private readonly options: SimulatedConnectOptions) {}

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccount> {
    if (input.idempotencyKey.trim() === '') throw new RangeError('An idempotency key is required');
    const stored = await this.options.store.insertAccountOrGetByIdempotencyKey({
      id: `acct_sim_${randomBytes(8).toString('hex')}`,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: NEW_ACCOUNT_REQUIREMENTS,
      disabledReason: 'requirements.past_due',
      idempotencyKey: input.idempotencyKey,
      email: input.email,
      country: input.country,
      businessName: input.businessName,
      metadata: { ...input.metadata },
      createdSeconds: this.nowSeconds(),
    });
    return connectedAccount(stored);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    const account = await this.options.store.findAccount(accountId);
    return account && connectedAccount(account);
  }

  /** A link to the server's own simulated onboarding page. */
  async createAccountLink(input: CreateAccountLinkInput): Promise<GatewayLink> {
    await this.account(input.accountId);
    const query = new URLSearchParams({
      account: input.accountId,
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return {
      url: `${this.options.publicBaseUrl}/dev/connect/onboard?${query}`,
      expiresAt: new Date(this.options.now().getTime() + LINK_LIFETIME_MS),
    };
  }

  /** A link to the server's own simulated Express dashboard. */
  async createLoginLink(accountId: string): Promise<GatewayLink> {
    await this.account(accountId);
    const query = new URLSearchParams({ account: accountId });
    return { url: `${this.options.publicBaseUrl}/dev/connect/express?${query}`, expiresAt: null };
  }

  async retrieveBalance(accountId: string): Promise<AccountBalance> {
    await this.account(accountId);
    const { store } = this.options;
    const availableBefore = this.options.now().getTime() - AVAILABLE_AFTER_MS;
    let available = 0;
    let pending = 0;
    let currency = 'usd';
    for (const intent of await store.destinationChargesOf(accountId)) {
      if (intent.status !== 'succeeded') continue;
      currency = intent.currency;
      const net = netOfCharge(intent, await store.refundsOf(intent.id));
      if (intent.createdSeconds * 1000 <= availableBefore) available += net;
      else pending += net;
    }
    const paidOut = (await store.payoutsOf(accountId))
      .filter((payout) => payout.status !== 'failed' && payout.status !== 'canceled')
      .reduce((sum, payout) => sum + payout.amountCents, 0);
    return { availableCents: Math.max(0, available - paidOut), pendingCents: pending, currency };
  }

  async listPayouts(accountId: string, limit: number): Promise<Payout[]> {
    await this.account(accountId);
    const payouts = (await this.options.store.payoutsOf(accountId)).reverse();
    return payouts
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, Math.max(0, limit))
      .map(payoutOf);
  }

  /** Refuses a destination charge to an account Stripe would refuse it to: unknown, or not enabled. */
  async assertCanReceive(accountId: string): Promise<void> {
    const account = await this.options.store.findAccount(accountId);
    if (!account) throw new Error(`No such destination: '${accountId}'`);
    if (!account.chargesEnabled) {
      throw new Error(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, legacy_payments',
      );
    }
  }

  /** The simulated hosted onboarding: fills in everything and sends `account.updated`. */
  async completeOnboarding(accountId: string): Promise<boolean> {
    const account = await this.options.store.findAccount(accountId);
    if (!account) return false;
    const ready: SimulatedAccount = {
      ...account,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
    };
    await this.options.store.replaceAccount(ready);
    await this.options.emit(ACCOUNT_UPDATED, toStripeAccountObject(connectedAccount(ready)), accountId);
    return true;
  }

  /**
   * Pays the available balance out to the campground's bank, which takes it (`paid`) or sends it back
   * (`failed`, the money returns to the balance), and sends `payout.paid` or `payout.failed`.
   */
  async simulatePayout(accountId: string, outcome: 'paid' | 'failed'): Promise<Result<Payout>> {
    const account = await this.options.store.findAccount(accountId);
    if (!account) return err('ACCOUNT_NOT_FOUND', `No such account: '${accountId}'`);
    if (!account.payoutsEnabled)
      return err('PAYOUTS_NOT_ALLOWED', 'Payouts are not enabled on this account.');
    const balance = await this.retrieveBalance(accountId);
    if (balance.availableCents <= 0)
      return err('BALANCE_INSUFFICIENT', 'There is no available balance to pay out.');
    // Stripe dates its objects in whole seconds.
    const now = new Date(this.nowSeconds() * 1000);
    const payout: SimulatedPayout = {
      id: `po_sim_${randomBytes(12).toString('hex')}`,
      accountId,
      amountCents: balance.availableCents,
      currency: balance.currency,
      status: outcome,
      arrivalDate: now,
      createdAt: now,
      failureMessage: outcome === 'failed' ? CLOSED_BANK_ACCOUNT : null,
    };
    await this.options.store.insertPayout(payout);
    const type = outcome === 'paid' ? PAYOUT_PAID : PAYOUT_FAILED;
    await this.options.emit(type, toStripePayoutObject(payoutOf(payout)), accountId);
    return ok(payoutOf(payout));
  }

  private async account(accountId: string): Promise<SimulatedAccount> {
    const account = await this.options.store.findAccount(accountId);
    if (!account) throw new Error(`No such account: '${accountId}'`);
    return account;
  }

  private nowSeconds(): number {
    return Math.floor(this.options.now().getTime() / 1000);
  }
}
