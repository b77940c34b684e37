import { ok, type Result } from '@camppass/domain';
import {
  ACCOUNT_UPDATED,
  CHARGE_DISPUTE_CREATED,
  CHARGE_REFUNDED,
  PAYMENT_INTENT_PAYMENT_FAILED,
  PAYMENT_INTENT_SUCCEEDED,
  type PaymentIntentDetails,
  type WebhookVerificationCode,
} from '../ports/payment-gateway';
import { RecordChargeDispute } from './charge-disputed';
import { RecordChargeRefunds } from './charge-refunded';
import { FulfilCheckout, type FulfilmentPorts } from './fulfil-checkout';
import { HandleAccountWebhook } from './handle-account-webhook';
import { HandlePayoutEvent, PAYOUT_EVENTS } from './handle-payout-event';
import { renewalChargeOfIntent } from './renewal-charge-paid';
import { HandleRenewalChargeEvent } from './renewal-charge-webhook';

export interface WebhookOutcome {
  /** `fulfilled`: this event created or found the membership; `duplicate`: the event was handled before. */
  /** `updated`: an account's state was kept; `recorded`: a payout, a refund or a dispute was. */
  readonly outcome: 'fulfilled' | 'duplicate' | 'ignored' | 'refused' | 'updated' | 'recorded';
  readonly membershipId?: string;
  /** The fulfilment's refusal, when the payment cannot become a membership. */
  readonly code?: string;
}

/**
 * payments-webhook: verifies the gateway's signature over the raw body (stale or forged deliveries are
 * refused), handles each event id once, and fulfils the checkout of a succeeded payment through the
 * same path as purchase-membership, so a buyer whose browser died still gets the membership.
 */
export class HandlePaymentWebhook {
  private readonly fulfil: FulfilCheckout;
  private readonly renewals: HandleRenewalChargeEvent;

  constructor(private readonly ports: FulfilmentPorts) {
    this.fulfil = new FulfilCheckout(ports);
    this.renewals = new HandleRenewalChargeEvent(ports);
  }

  async execute(
    rawBody: string | Uint8Array,
    signatureHeader: string | undefined,
  ): Promise<Result<WebhookOutcome, WebhookVerificationCode>> {
    const now = this.ports.clock.now();
    const verified = await this.ports.gateway.verifyWebhook(
      rawBody,
      signatureHeader,
      Math.floor(now.getTime() / 1000),
    );
    if (!verified.ok) return verified;
    const event = verified.value;
    if (event.type === ACCOUNT_UPDATED)
      return ok({ outcome: await new HandleAccountWebhook(this.ports).execute(event) });
    if (PAYOUT_EVENTS.has(event.type))
      return ok({ outcome: await new HandlePayoutEvent(this.ports).execute(event) });
    // Refunds and disputes are recorded once by their own ids, so a replay changes nothing.
    if (event.type === CHARGE_REFUNDED && event.chargeRefunds)
      return ok({ outcome: await new RecordChargeRefunds(this.ports).execute(event.chargeRefunds) });
    if (event.type === CHARGE_DISPUTE_CREATED && event.dispute)
      return ok({ outcome: await new RecordChargeDispute(this.ports).execute(event.dispute) });
    const renewal = event.paymentIntent && renewalChargeOfIntent(event.paymentIntent);
    // A renewal charge's refusal is the charge job's answer from the gateway, which it records under
    // its claim (and replays under the same key after a crash); recording it here too would count it twice.
    if (event.type === PAYMENT_INTENT_PAYMENT_FAILED && renewal)
      return ok({ outcome: 'ignored', code: 'RENEWAL_CHARGE_FAILED' });
    if (event.type !== PAYMENT_INTENT_SUCCEEDED || !event.paymentIntent) return ok({ outcome: 'ignored' });
    if (!(await this.ports.unitOfWork.run((repos) => repos.webhookEvents.claim(event.id, event.type, now))))
      return ok({ outcome: 'duplicate' });
    try {
      if (renewal) return ok(await this.renewed(event.id, event.paymentIntent));
      const fulfilled = await this.fulfil.execute(event.paymentIntent.id);
      if (fulfilled.ok) return ok({ outcome: 'fulfilled', membershipId: fulfilled.value.membership.id });
      // Not ours (no checkout) or not a sale we can make: acknowledged, so the gateway stops retrying.
      if (fulfilled.code === 'PAYMENT_INTENT_NOT_FOUND')
        return ok({ outcome: 'ignored', code: fulfilled.code });
      if (fulfilled.code === 'PAYMENT_NOT_SUCCEEDED') {
        await this.release(event.id);
        return ok({ outcome: 'ignored', code: fulfilled.code });
      }
      return ok({ outcome: 'refused', code: fulfilled.code });
    } catch (error) {
      // Let the gateway's retry (or reconciliation) try again.
      await this.release(event.id);
      throw error;
    }
  }

  /** An off-session renewal charge: renewed once, by the job's own completion. */
  private async renewed(eventId: string, intent: PaymentIntentDetails): Promise<WebhookOutcome> {
    const renewed = await this.renewals.execute(intent);
    if (renewed.outcome !== 'not-paid') return renewed;
    // Delivered before the gateway says it is paid: a later delivery (or the job) finishes it.
    await this.release(eventId);
    return { outcome: 'ignored', code: renewed.code };
  }

  private release(eventId: string): Promise<void> {
    return this.ports.unitOfWork.run((repos) => repos.webhookEvents.release(eventId));
  }
}
