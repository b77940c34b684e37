import type { PriceBreakdown as ServerBreakdown } from '@camppass/client';
import { Banner } from '@camppass/ui';
import { PriceBreakdown } from '../../../shared/payments/PriceBreakdown';
import { WIZARD_COPY } from './copy';

/** Step 4: the payment went through; the purchase is completed from here. */
export function VerificationStep({ breakdown }: { breakdown: ServerBreakdown }) {
  return (
    <div className="pp-step">
      <Banner variant="success" title={WIZARD_COPY.paymentReceived}>
        {WIZARD_COPY.paymentReceivedText}
      </Banner>
      <PriceBreakdown breakdown={breakdown} />
    </div>
  );
}
