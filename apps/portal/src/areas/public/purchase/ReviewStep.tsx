import type { CreatePaymentIntentResponse, PublicMembershipType } from '@camppass/client';
import { formatMMDDYYYY, isDayPass, purchaseDurationLabel, SAME_DAY_NOTE } from '@camppass/domain';
import { PriceBreakdown } from '../../../shared/payments/PriceBreakdown';
import { planName } from '../campground-view';
import { FORM_COPY } from './copy';
import type { PurchaseFormBody } from './purchase-form';

/** Step 2: the plan, the stay, the buyer and the server's price. */
export function ReviewStep({
  plan,
  personal,
  intent,
}: {
  plan: PublicMembershipType;
  personal: PurchaseFormBody;
  intent: CreatePaymentIntentResponse;
}) {
  const endLabel = personal.endDate
    ? `${formatMMDDYYYY(personal.endDate as never)}${isDayPass(plan.duration_days) ? ` (${SAME_DAY_NOTE})` : ''}`
    : '';
  return (
    <div className="pp-step">
      <dl className="pp-summary">
        <div>
          <dt>{FORM_COPY.membership}</dt>
          <dd>
            {planName(plan)} — {purchaseDurationLabel(plan.duration_days)}
          </dd>
        </div>
        <div>
          <dt>{FORM_COPY.dates}</dt>
          <dd>
            {formatMMDDYYYY(personal.startDate as never)} – {endLabel}
          </dd>
        </div>
        <div>
          <dt>{FORM_COPY.personalTitle}</dt>
          <dd>
            {personal.firstName} {personal.lastName}, {personal.email}
          </dd>
        </div>
      </dl>
      <PriceBreakdown breakdown={intent.breakdown} />
    </div>
  );
}
