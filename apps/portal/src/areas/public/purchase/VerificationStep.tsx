import type { PriceBreakdown as ServerBreakdown } from '@camppass/client';
import { Banner } from '@camppass/ui';
import { WIZARD_COPY } from '../copy';
import { PriceBreakdown } from './PriceBreakdown';

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
