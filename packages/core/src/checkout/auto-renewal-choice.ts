import type { PaymentGateway, PaymentIntentDetails, SavedCard } from '../ports/payment-gateway';
import type { MembershipRecord } from '../ports/repositories/membership-repository';
import type { Repositories } from '../ports/unit-of-work';
import { AUTO_RENEWAL_METADATA } from './open-checkout';

/** The card a paid intent saved for automatic renewals, and the customer it is saved to. */
export interface KeptCard {
  readonly customerId: string;
  readonly card: SavedCard;
}

/**
 * The card to keep when the buyer chose "Renew automatically" (the intent's own metadata says so, as
 * the server made it) and the gateway saved it to the intent's customer; otherwise `null`.
 */
export const keptCardOf = async (
  gateway: Pick<PaymentGateway, 'retrievePaymentMethod'>,
  intent: PaymentIntentDetails,
): Promise<KeptCard | null> => {
  if (intent.metadata[AUTO_RENEWAL_METADATA] !== 'true' || !intent.customerId || !intent.paymentMethodId) {
    return null;
  }
  if (intent.card) return { customerId: intent.customerId, card: intent.card };
  const method = await gateway.retrievePaymentMethod(intent.paymentMethodId);
  if (method?.customerId !== intent.customerId) return null;
  const { customerId: _customer, ...card } = method;
  return { customerId: intent.customerId, card };
};

/**
 * Inside the fulfilment's transaction: the membership renews itself with the kept card, and the
 * member's gateway customer is recorded (the first one kept stays theirs).
 */
export const keepCard = async (
  repos: Repositories,
  membership: MembershipRecord,
  kept: KeptCard,
  now: Date,
): Promise<MembershipRecord> => {
  await repos.autoRenewals.saveCustomer(membership.memberId, kept.customerId, now);
  await repos.autoRenewals.saveCard(
    {
      membershipId: membership.id,
      customerId: kept.customerId,
      paymentMethodId: kept.card.paymentMethodId,
      brand: kept.card.brand,
      last4: kept.card.last4,
      expMonth: kept.card.expMonth,
      expYear: kept.card.expYear,
    },
    now,
  );
  return (await repos.memberships.update(membership.id, { autoRenewal: true }, now)) ?? membership;
};
