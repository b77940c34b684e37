import type {
  ConnectedAccount,
  PaymentIntentDetails,
  PaymentIntentStatus,
  Payout,
  Refund,
  SavedPaymentMethod,
  SetupIntentDetails,
  SetupIntentStatus,
} from '@camppass/core';

export interface SimulatedPaymentError {
  /** Stripe's error code, e.g. `card_declined`. */
  readonly code: string;
  /** Stripe's decline code for declined cards, e.g. `insufficient_funds`. */
  readonly declineCode: string | null;
  readonly message: string;
}

/** An intent of the simulated gateway with what it needs to answer as Stripe would. */
export interface SimulatedPaymentIntent extends PaymentIntentDetails {
  readonly description: string | null;
  readonly idempotencyKey: string;
  /** Compared when the idempotency key comes again, to refuse it with other parameters. */
  readonly requestFingerprint: string;
  readonly createdSeconds: number;
  readonly lastPaymentError: SimulatedPaymentError | null;
  /** `off_session`: the card it is paid with is saved to its customer. */
  readonly setupFutureUsage?: 'off_session' | null;
}

/** A platform customer of the simulated gateway. */
export interface SimulatedCustomer {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly email: string;
  readonly name: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface SimulatedSetupIntent extends SetupIntentDetails {
  readonly idempotencyKey: string;
}

/** A refund of the simulated gateway: all or part of what is left of its intent. */
export interface SimulatedRefund extends Refund {
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdSeconds: number;
  /** Taken back from the connected account (`reverse_transfer`). */
  readonly reverseTransfer: boolean;
  /** The platform's share given back in proportion (`refund_application_fee`). */
  readonly refundApplicationFee: boolean;
}

/** A Connect account of the simulated gateway with what it was opened with. */
export interface SimulatedAccount extends ConnectedAccount {
  readonly idempotencyKey: string;
  readonly email: string;
  readonly country: string;
  readonly businessName: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdSeconds: number;
}

export interface SimulatedPayout extends Payout {
  readonly accountId: string;
}

/** Where the simulated gateway keeps its intents; the server may keep them in its database. */
export interface SimulatedPaymentIntentStore {
  findById(id: string): Promise<SimulatedPaymentIntent | null>;
  /** Stores `intent`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertOrGetByIdempotencyKey(intent: SimulatedPaymentIntent): Promise<SimulatedPaymentIntent>;
  /** Replaces the intent if its status is still `expected`; answers whether it did. */
  replaceIfStatus(intent: SimulatedPaymentIntent, expected: PaymentIntentStatus): Promise<boolean>;
  /** The destination charges made to the connected account, oldest first. */
  destinationChargesOf(accountId: string): Promise<SimulatedPaymentIntent[]>;
  insertRefund(refund: SimulatedRefund): Promise<void>;
  findRefundByIdempotencyKey(idempotencyKey: string): Promise<SimulatedRefund | null>;
  /** The intent's refunds, oldest first. */
  refundsOf(paymentIntentId: string): Promise<SimulatedRefund[]>;
  /** Stores `account`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertAccountOrGetByIdempotencyKey(account: SimulatedAccount): Promise<SimulatedAccount>;
  findAccount(id: string): Promise<SimulatedAccount | null>;
  replaceAccount(account: SimulatedAccount): Promise<void>;
  insertPayout(payout: SimulatedPayout): Promise<void>;
  /** The account's payouts, oldest first. */
  payoutsOf(accountId: string): Promise<SimulatedPayout[]>;
  /** Stores `customer`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertCustomerOrGetByIdempotencyKey(customer: SimulatedCustomer): Promise<SimulatedCustomer>;
  findCustomer(id: string): Promise<SimulatedCustomer | null>;
  insertPaymentMethod(method: SavedPaymentMethod): Promise<void>;
  findPaymentMethod(id: string): Promise<SavedPaymentMethod | null>;
  /** Stores `setup`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertSetupIntentOrGetByIdempotencyKey(setup: SimulatedSetupIntent): Promise<SimulatedSetupIntent>;
  findSetupIntent(id: string): Promise<SimulatedSetupIntent | null>;
  /** Replaces the setup intent if its status is still `expected`; answers whether it did. */
  replaceSetupIntentIfStatus(setup: SimulatedSetupIntent, expected: SetupIntentStatus): Promise<boolean>;
}

export class InMemorySimulatedPaymentIntentStore implements SimulatedPaymentIntentStore {
  private readonly byId = new Map<string, SimulatedPaymentIntent>();
  private readonly idByKey = new Map<string, string>();
  private readonly refunds: SimulatedRefund[] = [];
  private readonly accounts = new Map<string, SimulatedAccount>();
  private readonly accountIdByKey = new Map<string, string>();
  private readonly payouts: SimulatedPayout[] = [];
  private readonly customers = new Map<string, SimulatedCustomer>();
  private readonly customerIdByKey = new Map<string, string>();
  private readonly paymentMethods = new Map<string, SavedPaymentMethod>();
  private readonly setupIntents = new Map<string, SimulatedSetupIntent>();
  private readonly setupIdByKey = new Map<string, string>();

  async findById(id: string): Promise<SimulatedPaymentIntent | null> {
    return this.byId.get(id) ?? null;
  }

  async insertOrGetByIdempotencyKey(intent: SimulatedPaymentIntent): Promise<SimulatedPaymentIntent> {
    const existing = this.byId.get(this.idByKey.get(intent.idempotencyKey) ?? '');
    if (existing) return existing;
    this.byId.set(intent.id, intent);
    this.idByKey.set(intent.idempotencyKey, intent.id);
    return intent;
  }

  async replaceIfStatus(intent: SimulatedPaymentIntent, expected: PaymentIntentStatus): Promise<boolean> {
    if (this.byId.get(intent.id)?.status !== expected) return false;
    this.byId.set(intent.id, intent);
    return true;
  }

  async destinationChargesOf(accountId: string): Promise<SimulatedPaymentIntent[]> {
    return [...this.byId.values()].filter((intent) => intent.destination?.accountId === accountId);
  }

  async insertRefund(refund: SimulatedRefund): Promise<void> {
    this.refunds.push(refund);
  }

  async findRefundByIdempotencyKey(idempotencyKey: string): Promise<SimulatedRefund | null> {
    return this.refunds.find((refund) => refund.idempotencyKey === idempotencyKey) ?? null;
  }

  async refundsOf(paymentIntentId: string): Promise<SimulatedRefund[]> {
    return this.refunds.filter((refund) => refund.paymentIntentId === paymentIntentId);
  }

  async insertAccountOrGetByIdempotencyKey(account: SimulatedAccount): Promise<SimulatedAccount> {
    const existing = this.accounts.get(this.accountIdByKey.get(account.idempotencyKey) ?? '');
    if (existing) return existing;
    this.accounts.set(account.id, account);
    this.accountIdByKey.set(account.idempotencyKey, account.id);
    return account;
  }

  async findAccount(id: string): Promise<SimulatedAccount | null> {
    return this.accounts.get(id) ?? null;
  }

  async replaceAccount(account: SimulatedAccount): Promise<void> {
    this.accounts.set(account.id, account);
  }

  async insertPayout(payout: SimulatedPayout): Promise<void> {
    this.payouts.push(payout);
  }

  async payoutsOf(accountId: string): Promise<SimulatedPayout[]> {
    return this.payouts.filter((payout) => payout.accountId === accountId);
  }

  async insertCustomerOrGetByIdempotencyKey(customer: SimulatedCustomer): Promise<SimulatedCustomer> {
    const existing = this.customers.get(this.customerIdByKey.get(customer.idempotencyKey) ?? '');
    if (existing) return existing;
    this.customers.set(customer.id, customer);
    this.customerIdByKey.set(customer.idempotencyKey, customer.id);
    return customer;
  }

  async findCustomer(id: string): Promise<SimulatedCustomer | null> {
    return this.customers.get(id) ?? null;
  }

  async insertPaymentMethod(method: SavedPaymentMethod): Promise<void> {
    this.paymentMethods.set(method.paymentMethodId, method);
  }

  async findPaymentMethod(id: string): Promise<SavedPaymentMethod | null> {
    return this.paymentMethods.get(id) ?? null;
  }

  async insertSetupIntentOrGetByIdempotencyKey(setup: SimulatedSetupIntent): Promise<SimulatedSetupIntent> {
    const existing = this.setupIntents.get(this.setupIdByKey.get(setup.idempotencyKey) ?? '');
    if (existing) return existing;
    this.setupIntents.set(setup.id, setup);
    this.setupIdByKey.set(setup.idempotencyKey, setup.id);
    return setup;
  }

  async findSetupIntent(id: string): Promise<SimulatedSetupIntent | null> {
    return this.setupIntents.get(id) ?? null;
  }

  async replaceSetupIntentIfStatus(
    setup: SimulatedSetupIntent,
    expected: SetupIntentStatus,
  ): Promise<boolean> {
    if (this.setupIntents.get(setup.id)?.status !== expected) return false;
    this.setupIntents.set(setup.id, setup);
    return true;
  }
}
