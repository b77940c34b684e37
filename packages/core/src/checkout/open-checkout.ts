import {
  canTakeCharges,
  err,
  type FeeBreakdown,
  ok,
  PAYMENTS_NOT_ENABLED_MESSAGE,
  platformShare,
  type Result,
} from '@camppass/domain';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { RandomSource } from '../ports/random-source';
import type { CheckoutFields } from '../ports/repositories/checkout-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import { FREE_CHECKOUT_PREFIX } from './policy';

export interface CheckoutStarted {
  /** The gateway's intent, or a `free_` id of our own when nothing is due. */
  readonly paymentIntentId: string;
  /** For the card form to confirm the payment; never stored by us. Empty when nothing is due. */
  readonly clientSecret: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly fees: FeeBreakdown;
}

export interface CheckoutToOpen
  extends Omit<CheckoutFields, 'paymentIntentId' | 'amountCents' | 'fees' | 'currency'> {
  readonly fees: FeeBreakdown;
  readonly currency: string;
  /** Travels with the gateway's intent beside the checkout's id, campground and type. */
  readonly metadata: Readonly<Record<string, string>>;
  readonly description: string;
  /**
   * "Renew automatically": the gateway customer the card is saved to once paid (`off_session`);
   * fulfilment then keeps it for the membership's renewals.
   */
  readonly saveCardFor?: string | null;
}

export const PAYMENTS_NOT_ENABLED = 'PAYMENTS_NOT_ENABLED';

/** The intent metadata that asks fulfilment to keep the paid card for automatic renewals. */
export const AUTO_RENEWAL_METADATA = 'autoRenewal';

/**
 * Records a pending checkout for a price the server computed and, when something is due, creates the
 * gateway's intent for it; the intent's metadata names the checkout, campground and type, which
 * fulfilment checks again. Nothing due: no gateway is asked and the checkout gets a `free_` id.
 *
 * Every intent is a destination charge to the campground's connected account, the platform keeping
 * `platformShare(fees)`. A campground whose account does not take charges sells nothing, not even
 * what costs nothing: PAYMENTS_NOT_ENABLED, and no checkout or intent is made
 * (docs/decisions/checkout-and-payments.md#a-campground-sells-once-its-payouts-account-takes-charges).
 */
export const openCheckout = async (
  deps: {
    readonly unitOfWork: UnitOfWork;
    readonly gateway: PaymentGateway;
    readonly random: RandomSource;
    readonly clock: Clock;
  },
  checkout: CheckoutToOpen,
): Promise<Result<CheckoutStarted, typeof PAYMENTS_NOT_ENABLED>> => {
  const { metadata, description, saveCardFor, ...fields } = checkout;
  const account = await deps.unitOfWork.run((repos) =>
    repos.payoutAccounts.findByCampground(fields.campgroundId),
  );
  if (!account || !canTakeCharges(account)) return err(PAYMENTS_NOT_ENABLED, PAYMENTS_NOT_ENABLED_MESSAGE);
  const checkoutId = Array.from(deps.random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const total = fields.fees.total;
  const intent =
    total === 0
      ? { id: `${FREE_CHECKOUT_PREFIX}${checkoutId}`, clientSecret: '' }
      : await deps.gateway.createPaymentIntent({
          amountCents: total,
          currency: fields.currency,
          metadata: {
            ...metadata,
            ...(saveCardFor ? { [AUTO_RENEWAL_METADATA]: 'true' } : {}),
            checkoutId,
            campgroundId: fields.campgroundId,
            membershipTypeId: fields.membershipTypeId,
          },
          idempotencyKey: `checkout-${checkoutId}`,
          description,
          destination: { accountId: account.accountId, applicationFeeCents: platformShare(fields.fees) },
          ...(saveCardFor ? { customerId: saveCardFor, setupFutureUsage: 'off_session' as const } : {}),
        });
  await deps.unitOfWork.run((repos) =>
    repos.checkouts.create({
      ...fields,
      id: checkoutId,
      paymentIntentId: intent.id,
      amountCents: total,
      createdAt: deps.clock.now(),
    }),
  );
  return ok({
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: total,
    currency: fields.currency,
    fees: fields.fees,
  });
};
