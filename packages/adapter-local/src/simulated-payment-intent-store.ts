import type { PaymentIntentDetails, PaymentIntentStatus } from '@camppass/core';

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
}

/** Where the simulated gateway keeps its intents; the server may keep them in its database. */
export interface SimulatedPaymentIntentStore {
  findById(id: string): Promise<SimulatedPaymentIntent | null>;
  /** Stores `intent`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertOrGetByIdempotencyKey(intent: SimulatedPaymentIntent): Promise<SimulatedPaymentIntent>;
  /** Replaces the intent if its status is still `expected`; answers whether it did. */
  replaceIfStatus(intent: SimulatedPaymentIntent, expected: PaymentIntentStatus): Promise<boolean>;
}

export class InMemorySimulatedPaymentIntentStore implements SimulatedPaymentIntentStore {
  private readonly byId = new Map<string, SimulatedPaymentIntent>();
  private readonly idByKey = new Map<string, string>();

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
}
