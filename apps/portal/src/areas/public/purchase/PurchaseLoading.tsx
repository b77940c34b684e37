import { Spinner } from '@camppass/ui';
import { PUBLIC_COPY } from '../copy';

/** Shown over the page while the purchase's code is fetched, the first time a plan is chosen. */
export function PurchaseLoading() {
  return (
    <div className="cp-modal-overlay" role="status" aria-live="polite">
      <Spinner size="lg" aria-label={PUBLIC_COPY.loadingPurchase} />
    </div>
  );
}
