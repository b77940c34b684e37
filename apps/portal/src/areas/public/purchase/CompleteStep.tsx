import { CODE_COPIED, CODE_COPY_FAILED, PURCHASE_CODE_MISSING, PURCHASE_PROCESSING } from '@camppass/domain';
import { Button, Spinner } from '@camppass/ui';
import { WIZARD_COPY } from './copy';
import type { Purchase } from './usePurchaseWizard';

/** Step 5: processing, then the membership code to copy, or the e-mail note when none came back. */
export function CompleteStep({
  purchase,
  copied,
  onCopy,
}: {
  purchase: Purchase;
  /** The outcome of the last copy while its indicator shows. */
  copied: 'copied' | 'failed' | null;
  onCopy: (code: string) => void;
}) {
  return (
    <div className="pp-step pp-complete" aria-live="polite">
      {purchase.status !== 'done' ? (
        <div className="pp-complete__loading">
          <Spinner size="lg" aria-label={PURCHASE_PROCESSING} />
          <p>{PURCHASE_PROCESSING}</p>
        </div>
      ) : purchase.code ? (
        <>
          <h4 className="pp-complete__title">{WIZARD_COPY.congratulations}</h4>
          <p>{purchase.message}</p>
          <p>{WIZARD_COPY.codeIntro}</p>
          <Button
            variant="outline"
            className="pp-complete__code"
            onPress={() => onCopy(purchase.code as string)}
            aria-label={`${WIZARD_COPY.copyCode} ${purchase.code}`}
          >
            <span data-testid="membership-code">{purchase.code}</span>
          </Button>
          <p role="status" className="pp-complete__copied">
            {copied === 'copied' ? CODE_COPIED : copied === 'failed' ? CODE_COPY_FAILED : ''}
          </p>
        </>
      ) : (
        <>
          <h4 className="pp-complete__title">{WIZARD_COPY.checkEmail}</h4>
          <p>{purchase.message}</p>
          <p>{PURCHASE_CODE_MISSING}</p>
        </>
      )}
    </div>
  );
}
