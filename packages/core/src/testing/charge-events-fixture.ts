import { HandlePaymentWebhook } from '../checkout/handle-payment-webhook';
import { encodeStripeObjectEvent, toStripeChargeObject } from '../checkout/webhook-event';
import type { Refund } from '../ports/payment-gateway';
import { aPayment } from './builders';
import { unwrap } from './contract-harness';
import { ownerMembersFixture } from './owner-members-fixture';

/** Bob paid $100.00 at Pine; Pine's owner is Olive. */
export const chargeEventsFixture = async () => {
  const f = await ownerMembersFixture();
  const payment = unwrap(
    await f.repos.payments.create(
      aPayment({
        gatewayPaymentId: 'pi_bob',
        userId: f.bob.memberId,
        campgroundId: f.pine.id,
        membershipId: f.bob.id,
        amountCents: 10_000,
      }),
    ),
  );
  const olive = unwrap(
    await f.repos.users.create({ email: 'olive@camp.test', passwordHash: null, createdAt: f.clock.now() }),
  );
  await f.repos.roles.grant({
    userId: olive.id,
    role: 'owner',
    campgroundId: f.pine.id,
    createdAt: f.clock.now(),
  });
  const webhook = new HandlePaymentWebhook(f.core);
  const seconds = () => Math.floor(f.clock.now().getTime() / 1000);
  const send = async (id: string, type: string, object: object) => {
    const body = encodeStripeObjectEvent({ id, type, createdSeconds: seconds(), object });
    const delivery = await f.core.gateway.signedDelivery(body, seconds());
    return unwrap(await webhook.execute(delivery.rawBody, delivery.signatureHeader));
  };
  const refund = (id: string, amountCents: number, paymentIntentId = 'pi_bob'): Refund => ({
    id,
    paymentIntentId,
    amountCents,
    currency: 'usd',
    status: 'succeeded',
  });
  const refunded = (id: string, refunds: Refund[], paymentIntentId = 'pi_bob') =>
    send(
      id,
      'charge.refunded',
      toStripeChargeObject({
        id: 'ch_bob',
        currency: 'usd',
        paymentIntentId,
        amountCents: 10_000,
        amountRefundedCents: refunds.reduce((sum, r) => sum + r.amountCents, 0),
        refunds,
      }),
    );
  const mails = (kind: string) =>
    [...f.unitOfWork.store.tables.outbox.values()].filter((m) => m.tags.kind === kind);
  return { ...f, payment, olive, send, refund, refunded, mails };
};
