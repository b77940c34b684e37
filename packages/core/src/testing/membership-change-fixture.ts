import { FulfilCheckout } from '../checkout/fulfil-checkout';
import { HandlePaymentWebhook } from '../checkout/handle-payment-webhook';
import type { MembershipChangeRequest } from '../checkout/price-membership-change';
import { ReconcileCheckouts } from '../checkout/reconcile-checkouts';
import { CompleteMembershipChange } from '../member/complete-membership-change';
import { StartMembershipChange } from '../member/start-membership-change';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { setUpMemberArea } from './member-area-fixture';

/**
 * The member area with renewals and extensions: the start and completion use cases over the same
 * fulfilment, webhook and reconciliation as the purchase, and a gateway the test pays through.
 */
export const setUpMembershipChanges = async () => {
  const area = await setUpMemberArea();
  const { core } = area;
  const gateway = new InMemoryPaymentGateway();
  const fulfil = new FulfilCheckout({ ...core, gateway });
  const start = new StartMembershipChange({ ...core, gateway });
  const complete = new CompleteMembershipChange({ ...core, gateway });
  const webhook = new HandlePaymentWebhook({ ...core, gateway });
  const reconcile = new ReconcileCheckouts({ ...core, gateway });
  const caller = area.member.principal;
  /** Starts the change as the member and pays it at the gateway; answers the payment id. */
  const pay = async (request: MembershipChangeRequest, by = caller) => {
    const started = await start.execute({ caller: by, request });
    if (!started.ok) throw new Error(`${started.code}: ${started.message}`);
    gateway.setStatus(started.value.paymentIntentId, 'succeeded');
    return started.value;
  };
  /** The gateway's signed `payment_intent.succeeded` for the intent, handled by the webhook. */
  const deliverWebhook = async (intentId: string, eventId = `evt_${intentId}`) => {
    const delivery = await gateway.webhookDelivery({
      eventId,
      type: 'payment_intent.succeeded',
      intentId,
      timestampSeconds: Math.floor(core.clock.now().getTime() / 1000),
    });
    return webhook.execute(delivery.rawBody, delivery.signatureHeader);
  };
  return { ...area, gateway, fulfil, start, complete, reconcile, webhook, caller, pay, deliverWebhook };
};
