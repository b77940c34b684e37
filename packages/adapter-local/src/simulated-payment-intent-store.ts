import type { PaymentIntentDetails, PaymentIntentStatus, Refund } from '@camppass/core';

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

/** A refund of the simulated gateway: always the intent's whole amount, at once. */
export interface SimulatedRefund extends Refund {
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly createdSeconds: number;
}

/** Where the simulated gateway keeps its intents; the server may keep them in its database. */
export interface SimulatedPaymentIntentStore {
  /** Stores the refund unless its intent has one already: then answers that one, untouched. */
  insertRefundUnlessRefunded(refund: SimulatedRefund): Promise<SimulatedRefund>;
  findRefundByPaymentIntentId(paymentIntentId: string): Promise<SimulatedRefund | null>;
  findById(id: string): Promise<SimulatedPaymentIntent | null>;
  /** Stores `intent`, unless one with its idempotency key exists: then answers that one, untouched. */
  insertOrGetByIdempotencyKey(intent: SimulatedPaymentIntent): Promise<SimulatedPaymentIntent>;
  /** Replaces the intent if its status is still `expected`; answers whether it did. */
  replaceIfStatus(intent: SimulatedPaymentIntent, expected: PaymentIntentStatus): Promise<boolean>;
}

export class InMemorySimulatedPaymentIntentStore implements SimulatedPaymentIntentStore {
  private readonly byId = new Map<string, SimulatedPaymentIntent>();
  private readonly idByKey = new Map<string, string>();
  private readonly refundByIntent = new Map<string, SimulatedRefund>();

  async insertRefundUnlessRefunded(refund: SimulatedRefund): Promise<SimulatedRefund> {
    const existing = this.refundByIntent.get(refund.paymentIntentId);
    if (existing) return existing;
    this.refundByIntent.set(refund.paymentIntentId, refund);
    return refund;
  }

  async findRefundByPaymentIntentId(paymentIntentId: string): Promise<SimulatedRefund | null> {
    return this.refundByIntent.get(paymentIntentId) ?? null;
  }

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
