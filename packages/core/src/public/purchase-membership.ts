import { err, type Result } from '@camppass/domain';
import {
  FulfilCheckout,
  type FulfilCheckoutCode,
  type Fulfilment,
  type FulfilmentPorts,
} from '../checkout/fulfil-checkout';

export const PAYMENT_ID_REQUIRED_MESSAGE = 'paymentIntentId is required';

/** What purchase-membership reads: the payment's id; everything else is the recorded checkout's. */
export interface PurchaseMembershipInput {
  readonly paymentIntentId: string;
}

/**
 * purchase-membership (04 §7): the browser's call after the card form reported success. The checkout
 * recorded by create-payment-intent is what the membership is made from.
 */
export class PurchaseMembership {
  private readonly fulfil: FulfilCheckout;

  constructor(ports: FulfilmentPorts) {
    this.fulfil = new FulfilCheckout(ports);
  }

  execute(
    input: PurchaseMembershipInput,
  ): Promise<Result<Fulfilment, FulfilCheckoutCode | 'VALIDATION_ERROR'>> {
    const id = input.paymentIntentId.trim();
    if (id === '') return Promise.resolve(err('VALIDATION_ERROR', PAYMENT_ID_REQUIRED_MESSAGE));
    return this.fulfil.execute(id);
  }
}
